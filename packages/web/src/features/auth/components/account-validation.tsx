import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidateRegisterEmail } from '../api/validate-register-email.ts';
import type { LoginResponse } from '../api/login.ts';
import { useRunOnce } from '../hooks/use-run-once.ts';
import { MailLinkStatus } from './mail-link-status.tsx';

type Props = { nonce: string; onSignedIn: (response: LoginResponse) => void };

/** Spec 1 §2.7 validateAccountCreation: the link of the signup mail validates the account at once. */
export function AccountValidation({ nonce, onSignedIn }: Props) {
  const { t } = useTranslation();
  const { mutate, error } = useValidateRegisterEmail();
  useRunOnce(useCallback(() => mutate(nonce, { onSuccess: onSignedIn }), [mutate, nonce, onSignedIn]));
  return <MailLinkStatus pendingText={t('auth.validatingAccount')} error={error} />;
}
