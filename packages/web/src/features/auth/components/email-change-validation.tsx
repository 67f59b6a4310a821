import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidateChangeEmail } from '../api/validate-change-email.ts';
import { useRunOnce } from '../hooks/use-run-once.ts';
import { MailLinkStatus } from './mail-link-status.tsx';

type Props = { nonce: string; onValidated: () => void };

/** Spec 1 §2.7 changeEmail: the link mailed to the new address binds the account to it at once. */
export function EmailChangeValidation({ nonce, onValidated }: Props) {
  const { t } = useTranslation();
  const { mutate, error } = useValidateChangeEmail();
  useRunOnce(useCallback(() => mutate(nonce, { onSuccess: onValidated }), [mutate, nonce, onValidated]));
  return <MailLinkStatus pendingText={t('auth.validatingEmail')} error={error} />;
}
