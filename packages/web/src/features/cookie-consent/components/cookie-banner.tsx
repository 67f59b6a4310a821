import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { consentForAll } from '../lib/consent.ts';
import { saveConsent } from '../lib/consent-store.ts';
import styles from './cookie-banner.module.css';

/** Spec 1 §2.13: the consent banner, with Deny all, Allow all and the way to the settings. */
export function CookieBanner({ onConfigure }: { onConfigure: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('cookies.title')}</h2>
      <p>{t('cookies.text')}</p>
      <div className={styles.buttons}>
        <button type="button" className="button button-quiet" onClick={onConfigure}>
          {t('cookies.configure')}
        </button>
        {/* Refusing is as easy as accepting: same look, side by side. */}
        <button type="button" className="button" onClick={() => saveConsent(consentForAll(false))}>
          {t('cookies.denyAll')}
        </button>
        <button type="button" className="button" onClick={() => saveConsent(consentForAll(true))}>
          {t('cookies.allowAll')}
        </button>
      </div>
    </section>
  );
}
