import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isUiLang } from '@cairn/domain';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { AccountValidation } from '../../features/auth/components/account-validation.tsx';
import { EmailChangeValidation } from '../../features/auth/components/email-change-validation.tsx';
import { PasswordChangedNotice, VerifyEmailNotice } from '../../features/auth/components/auth-notices.tsx';
import { authModeFromQuery, NONCE_KEYS, type AuthMode } from '../../features/auth/lib/auth-mode.ts';
import { loadHiddenFrame } from '../../features/auth/lib/load-hidden-frame.ts';
import { safeRedirect } from '../../features/auth/lib/safe-redirect.ts';
import type { LoginResponse } from '../../features/auth/api/login.ts';
import { useToast } from '../../components/toast-provider.tsx';
import { setLanguage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/use-session.ts';
import { paths, type AuthLinkMode } from '../../config/paths.ts';
import styles from './auth.module.css';

/** Spec 1 §9: the toast of a validated email change stays 5 s. */
const EMAIL_CHANGE_TOAST_MS = 5000;

/** The navigation state telling the signin screen that a new password was just saved. */
type AuthState = { hasChangedPassword?: boolean } | null;

/** Spec 1 §2.7: the buttons move between these modes. */
const MODE_LINKS = [
  { mode: 'signin', label: 'auth.toSignin' },
  { mode: 'signup', label: 'auth.toSignup' },
  { mode: 'resetPassword', label: 'auth.toReset' },
] as const satisfies readonly { mode: AuthLinkMode; label: string }[];

/** Spec 1 §2.7: sign in, sign up, reset password and the mail-link modes, chosen by the address. */
export default function AuthRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const session = useSession();
  const [query] = useSearchParams();
  const location = useLocation();
  const mode = authModeFromQuery(query);
  const redirect = safeRedirect(query.get('redirect'));
  const nonceOf = (key: keyof typeof NONCE_KEYS) => query.get(NONCE_KEYS[key]) ?? '';

  // Spec 1 §2.7: what a login does once the server has opened the session.
  const finishSignIn = async (response: LoginResponse) => {
    // The interface follows the user's language once signed in.
    if (isUiLang(response.lang)) await setLanguage(response.lang).catch(() => undefined);
    if (response.redirect_internal) await loadHiddenFrame(response.redirect_internal);
  };
  const handleSignedIn = async (response: LoginResponse) => {
    await finishSignIn(response);
    await navigate(redirect ?? paths.home.href(), { replace: true });
  };
  // Spec 1 §2.7: a validated email goes home; a new password goes to auth.
  const handleAccountValidated = async (response: LoginResponse) => {
    await finishSignIn(response);
    await navigate(paths.home.href(), { replace: true });
  };
  const handlePasswordChanged = async (response: LoginResponse) => {
    await finishSignIn(response);
    await navigate(paths.auth.href(), { replace: true, state: { hasChangedPassword: true } });
  };
  const handleEmailValidated = () => {
    showToast(t('auth.emailChanged'), { tone: 'info', duration: EMAIL_CHANGE_TOAST_MS });
    void navigate(paths.home.href(), { replace: true });
  };
  const handleRegistered = () => void navigate(paths.auth.href(redirect, 'verifyEmail'), { replace: true });

  const hasChangedPassword = (location.state as AuthState)?.hasChangedPassword === true && session !== null;

  const screens: Record<AuthMode, { title: string; intro?: string; body: ReactNode }> = {
    signin: hasChangedPassword
      ? {
          title: t('screens.changePassword'),
          body: <PasswordChangedNotice />,
        }
      : {
          title: t('auth.signinTitle'),
          intro: t('auth.signinIntro'),
          body: <SignInForm onSignedIn={handleSignedIn} />,
        },
    signup: {
      title: t('screens.signup'),
      intro: t('auth.signupIntro'),
      body: <SignUpForm onRegistered={handleRegistered} />,
    },
    verifyEmail: {
      title: t('auth.verifyEmailTitle'),
      body: <VerifyEmailNotice />,
    },
    validateAccountCreation: {
      title: t('screens.validateAccount'),
      body: (
        <AccountValidation
          key={nonceOf('validateAccountCreation')}
          nonce={nonceOf('validateAccountCreation')}
          onSignedIn={handleAccountValidated}
        />
      ),
    },
    resetPassword: {
      title: t('screens.resetPassword'),
      intro: t('auth.resetIntro'),
      body: <ResetPasswordForm />,
    },
    changePassword: {
      title: t('screens.changePassword'),
      intro: t('auth.changePasswordIntro'),
      body: (
        <ChangePasswordForm
          key={nonceOf('changePassword')}
          nonce={nonceOf('changePassword')}
          onChanged={handlePasswordChanged}
        />
      ),
    },
    changeEmail: {
      title: t('screens.changeEmail'),
      body: (
        <EmailChangeValidation
          key={nonceOf('changeEmail')}
          nonce={nonceOf('changeEmail')}
          onValidated={handleEmailValidated}
        />
      ),
    },
  };
  const screen = screens[mode];

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <title>{`${screen.title} · ${t('app.name')}`}</title>
        <h1 id="auth-title">{screen.title}</h1>
        {screen.intro && <p className={styles.intro}>{screen.intro}</p>}
        {screen.body}
      </section>
      <nav className={styles.modes} aria-label={t('auth.signinTitle')}>
        {MODE_LINKS.filter((link) => link.mode !== mode).map((link) => (
          <Link
            key={link.mode}
            className="button button-quiet"
            to={paths.auth.href(redirect, link.mode === 'signin' ? undefined : link.mode)}
          >
            {t(link.label)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
