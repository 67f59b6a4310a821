import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { useStoredState } from '../../../lib/use-stored-state.ts';
import { paths } from '../../../config/paths.ts';
import { Icon } from '../../../components/icon.tsx';
import styles from './welcome-banner.module.css';
import { cx } from '../../../lib/cx.ts';

type Visibility = 'open' | 'closed';
const parseVisibility = (raw: string) => (raw === 'open' || raw === 'closed' ? raw : undefined);

/** Spec 1 §2.3: collapsible, open by default only for anonymous visitors, remembered. */
export function WelcomeBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const bodyId = useId();
  const [visibility, setVisibility] = useStoredState<Visibility>(
    'home.welcome',
    parseVisibility,
    session ? 'closed' : 'open',
  );
  const isOpen = visibility === 'open';

  return (
    <section className={isOpen ? styles.banner : styles.collapsed} aria-labelledby={`${bodyId}-title`}>
      <div className={styles.header}>
        <h1 id={`${bodyId}-title`} className={styles.title}>
          {t('home.welcomeTitle')}
        </h1>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setVisibility(isOpen ? 'closed' : 'open')}
        >
          <span className={isOpen ? styles.chevronOpen : styles.chevron}>
            <Icon name="chevronDown" size={18} />
          </span>
          {isOpen ? t('home.hideWelcome') : t('home.showWelcome')}
        </button>
      </div>
      <div id={bodyId} hidden={!isOpen} className={styles.body}>
        <p className={styles.text}>{t('home.welcomeText')}</p>
        <div className={styles.actions}>
          <Link className="button button-accent" to={paths.topoguide.href()}>
            {t('home.explore')}
          </Link>
          {!session && (
            <Link className={cx('button', styles.secondary)} to={paths.auth.href(undefined, 'signup')}>
              {t('home.createAccount')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
