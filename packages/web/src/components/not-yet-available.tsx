import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import styles from './not-yet-available.module.css';

/** Stand-in for a screen that later work builds; names the screen so visitors know where they are. */
export function NotYetAvailable({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="not-yet-available-title">
      <title>{`${screen} · ${t('app.name')}`}</title>
      <span className={styles.icon}>
        <Icon name="compass" size={28} />
      </span>
      <div>
        <p className={styles.badge}>{t('placeholder.badge')}</p>
        <h1 id="not-yet-available-title" className={styles.title}>
          {screen}
        </h1>
        <p className={styles.text}>{t('placeholder.text')}</p>
      </div>
    </section>
  );
}
