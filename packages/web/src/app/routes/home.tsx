import { useTranslation } from 'react-i18next';
import { WelcomeBanner } from '../../features/home/components/welcome-banner.tsx';
import {
  HOME_MODES,
  HomeModeToggle,
  type HomeMode,
} from '../../features/home/components/home-mode-toggle.tsx';
import { useStoredState } from '../../lib/use-stored-state.ts';
import styles from './home.module.css';

const parseMode = (raw: string) => HOME_MODES.find((mode) => mode === raw);

/** Spec 1 §2.3: welcome banner, then the dashboard or the activity feed (remembered). */
export default function HomeRoute() {
  const { t } = useTranslation();
  const [mode, setMode] = useStoredState<HomeMode>('home.mode', parseMode, 'dashboard');

  return (
    <div className={styles.page}>
      <title>{`${t('app.name')} · ${t('app.tagline')}`}</title>
      <WelcomeBanner />
      <div className={styles.toolbar}>
        <HomeModeToggle mode={mode} onChange={setMode} />
      </div>
      {/* The dashboard and the feed are built by later work (spec 1 §2.3, §2.4). */}
      <section className={styles.soon} aria-live="polite">
        <h2>{t(`home.${mode}`)}</h2>
        <p>{mode === 'dashboard' ? t('home.dashboardSoon') : t('home.feedSoon')}</p>
      </section>
    </div>
  );
}
