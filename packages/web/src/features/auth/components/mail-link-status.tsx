import { useTranslation } from 'react-i18next';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { formErrorsOf } from '../lib/server-messages.ts';
import styles from './auth-form.module.css';

type Props = { pendingText: string; error: Error | null };

/** Where a mail link stands once opened: being checked by the server, or refused and why. */
export function MailLinkStatus({ pendingText, error }: Props) {
  const { t } = useTranslation();
  if (error) {
    return <DangerNotice title={t('auth.linkFailed')}>{formErrorsOf(error, [], t).banner}</DangerNotice>;
  }
  return (
    <p className={styles.pending} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {pendingText}
    </p>
  );
}
