import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { useRegister, type RegisterResponse } from '../api/register.ts';
import { formErrorsOf, type FormErrors } from '../lib/server-messages.ts';
import { AuthField } from './auth-field.tsx';
import { Recaptcha, type RecaptchaHandle } from './recaptcha.tsx';
import styles from './auth-form.module.css';
import { TermsCheckbox } from './terms-checkbox.tsx';

const TEXT_FIELDS = ['username', 'name', 'forum_username', 'email', 'password'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
/** The fields a server error may name (spec 1 §3 "Registration payload"). */
const FIELDS = [...TEXT_FIELDS, 'captcha'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Record<TextField, string> = {
  username: '',
  name: '',
  forum_username: '',
  email: '',
  password: '',
};

type Props = {
  onRegistered: (response: RegisterResponse) => void;
  /** The reCAPTCHA site key; none means no captcha (the server then asks for none). */
  captchaSiteKey?: string;
};

/** Spec 1 §2.7 signup and §5: Register waits for the terms (and the captcha when there is one). */
export function SignUpForm({ onRegistered, captchaSiteKey = env.recaptchaSiteKey }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // Hungarian is no content language: its users get English mails (lib/content-lang.ts).
  const lang = useContentLang();
  const registerMutation = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FormErrors<Field>>({ fields: {} });
  const captchaRef = useRef<RecaptchaHandle>(null);
  const hasCaptcha = captchaSiteKey !== '';
  const canRegister = acceptsTerms && (!hasCaptcha || captcha !== null) && !registerMutation.isPending;

  const errorOf = (field: TextField) =>
    serverErrors.fields[field] ?? (isSubmitted && !values[field] ? t('auth.required') : undefined);

  const handleChange = (field: TextField) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // The server's message was about the old value.
    setServerErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!canRegister || TEXT_FIELDS.some((field) => !values[field])) return; // spec 1 §5
    setServerErrors({ fields: {} });
    registerMutation.mutate(
      { ...values, lang, ...(hasCaptcha && { captcha: captcha ?? '' }) },
      {
        onSuccess: onRegistered,
        // Without a widget, a captcha error (a server asking for one) can only be a banner.
        onError: (error) => setServerErrors(formErrorsOf(error, hasCaptcha ? FIELDS : TEXT_FIELDS, t)),
        // Spec 1 §5: a reCAPTCHA answer is good for one attempt.
        onSettled: () => captchaRef.current?.reset(),
      },
    );
  };

  const field = (name: TextField) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    value: values[name],
    onChange: handleChange(name),
    error: errorOf(name),
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {serverErrors.banner && <DangerNotice>{serverErrors.banner}</DangerNotice>}
      <AuthField
        {...field('username')}
        label={t('auth.newUsername')}
        hint={t('auth.usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <AuthField
        {...field('name')}
        label={t('auth.fullName')}
        hint={t('auth.fullNameHint')}
        autoComplete="name"
      />
      <AuthField
        {...field('forum_username')}
        label={t('auth.forumUsername')}
        hint={t('auth.forumUsernameHint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <AuthField
        {...field('email')}
        type="email"
        label={t('auth.email')}
        hint={t('auth.emailHint')}
        autoComplete="email"
        spellCheck={false}
      />
      <AuthField
        {...field('password')}
        type="password"
        label={t('auth.password')}
        autoComplete="new-password"
      />
      <TermsCheckbox isChecked={acceptsTerms} onChange={setAcceptsTerms} />
      {hasCaptcha && (
        <>
          <Recaptcha
            ref={captchaRef}
            siteKey={captchaSiteKey}
            onChange={setCaptcha}
            aria-describedby={serverErrors.fields.captcha ? `${id}-captcha-error` : undefined}
          />
          {serverErrors.fields.captcha && (
            <p id={`${id}-captcha-error`} className={styles.fieldError}>
              {serverErrors.fields.captcha}
            </p>
          )}
        </>
      )}
      <button className="button" type="submit" disabled={!canRegister}>
        {registerMutation.isPending ? t('auth.registering') : t('auth.register')}
      </button>
    </form>
  );
}
