import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { useValidateNewPassword } from '../api/validate-new-password.ts';
import type { LoginResponse } from '../api/login.ts';
import { formErrorsOf, type FormErrors } from '../lib/server-messages.ts';
import { AuthField } from './auth-field.tsx';
import styles from './auth-form.module.css';

const FIELDS = ['password'] as const;

type Props = { nonce: string; onChanged: (response: LoginResponse) => void };

/** Spec 1 §2.7 changePassword: the new password chosen from a mail link. */
export function ChangePasswordForm({ nonce, onChanged }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const passwordMutation = useValidateNewPassword();
  const [password, setPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors<'password'>>({ fields: {} });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!password) return; // spec 1 §5
    setServerErrors({ fields: {} });
    passwordMutation.mutate(
      { nonce, password },
      { onSuccess: onChanged, onError: (error) => setServerErrors(formErrorsOf(error, FIELDS, t)) },
    );
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {serverErrors.banner && <DangerNotice>{serverErrors.banner}</DangerNotice>}
      <AuthField
        id={`${id}-password`}
        name="password"
        type="password"
        label={t('auth.newPassword')}
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setServerErrors((current) => ({ ...current, fields: {} }));
        }}
        error={serverErrors.fields.password ?? (isSubmitted && !password ? t('auth.required') : undefined)}
      />
      <button className="button" type="submit" disabled={passwordMutation.isPending}>
        {passwordMutation.isPending ? t('auth.saving') : t('auth.savePassword')}
      </button>
    </form>
  );
}
