import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { useRequestPasswordChange } from '../api/request-password-change.ts';
import { formErrorsOf, type FormErrors } from '../lib/server-messages.ts';
import { AuthField } from './auth-field.tsx';
import styles from './auth-form.module.css';

const FIELDS = ['email'] as const;

/** Spec 1 §2.7 resetPassword: asks for a mail holding a link to choose a new password. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const showToast = useToast();
  const requestMutation = useRequestPasswordChange();
  const [email, setEmail] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors<'email'>>({ fields: {} });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!email) return; // spec 1 §5
    setServerErrors({ fields: {} });
    requestMutation.mutate(email, {
      // Spec 1 §8 toast 'Mail has been sent'; the page keeps saying what to do next.
      onSuccess: () => showToast(t('auth.mailSent'), { tone: 'info' }),
      onError: (error) => setServerErrors(formErrorsOf(error, FIELDS, t)),
    });
  };

  if (requestMutation.isSuccess) {
    return (
      <div className={styles.success}>
        <p className={styles.successTitle}>{t('auth.mailSent')}</p>
        <p>{t('auth.mailSentText')}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {serverErrors.banner && <DangerNotice>{serverErrors.banner}</DangerNotice>}
      <AuthField
        id={`${id}-email`}
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setServerErrors((current) => ({ ...current, fields: {} }));
        }}
        error={serverErrors.fields.email ?? (isSubmitted && !email ? t('auth.required') : undefined)}
      />
      <button className="button" type="submit" disabled={requestMutation.isPending}>
        {requestMutation.isPending ? t('auth.sending') : t('auth.sendLink')}
      </button>
    </form>
  );
}
