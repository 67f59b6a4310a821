import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import styles from './auth-form.module.css';

/** Spec 1 §2.7 verifyEmail: after signup, the account waits for the link of the mail. */
export function VerifyEmailNotice() {
  const { t } = useTranslation();
  return (
    <div className={styles.success}>
      <p>{t('auth.verifyEmailText')}</p>
      <p className={styles.hint}>{t('auth.verifyEmailSpam')}</p>
    </div>
  );
}

/** What the auth page says after a new password was saved: the server has signed the user in. */
export function PasswordChangedNotice() {
  const { t } = useTranslation();
  return (
    <div className={styles.success}>
      <p role="status">{t('auth.passwordChanged')}</p>
      <p>
        <Link to={paths.home.href()}>{t('auth.goHome')}</Link>
      </p>
    </div>
  );
}
