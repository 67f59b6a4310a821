import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { PasswordInput } from '../../../components/password-input.tsx';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { TERMS_NOT_ACCEPTED, useLogin, type LoginResponse } from '../api/login.ts';
import styles from './auth-form.module.css';
import { TermsCheckbox } from './terms-checkbox.tsx';

export function SignInForm({ onSignedIn }: { onSignedIn: (response: LoginResponse) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const loginMutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  // Spec 1 §5: a 403 'Terms of Service need to be accepted' reveals the checkbox.
  const [needsTerms, setNeedsTerms] = useState(false);
  const [acceptsTerms, setAcceptsTerms] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!username || !password) return; // spec 1 §5: no submit while a required field is empty
    loginMutation.mutate(
      { username, password, ...(needsTerms && { accept_tos: acceptsTerms }) },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (error instanceof ApiError && error.hasDescription(TERMS_NOT_ACCEPTED)) setNeedsTerms(true);
        },
      },
    );
  };

  const errorMessage = loginMutation.error && messageOf(loginMutation.error, t);

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {errorMessage && <DangerNotice>{errorMessage}</DangerNotice>}
      <div className={styles.field}>
        <label htmlFor={`${id}-username`}>{t('auth.username')}</label>
        <input
          id={`${id}-username`}
          className="input"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={isSubmitted && !username}
          aria-describedby={isSubmitted && !username ? `${id}-username-error` : undefined}
        />
        {isSubmitted && !username && (
          <p id={`${id}-username-error`} className={styles.fieldError}>
            {t('auth.required')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={isSubmitted && !password}
          aria-describedby={isSubmitted && !password ? `${id}-password-error` : undefined}
        />
        {isSubmitted && !password && (
          <p id={`${id}-password-error`} className={styles.fieldError}>
            {t('auth.required')}
          </p>
        )}
      </div>
      {needsTerms && <TermsCheckbox isChecked={acceptsTerms} onChange={setAcceptsTerms} />}
      <button className="button" type="submit" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t('auth.signingIn') : t('auth.login')}
      </button>
    </form>
  );
}

type Translate = TFunction;

function messageOf(error: Error, t: Translate): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    if (error.hasDescription(TERMS_NOT_ACCEPTED)) return t('auth.termsRequired');
    if (error.hasDescription('Login failed')) return t('auth.loginFailed');
  }
  return apiErrorMessage(error, t); // spec 1 §8
}
