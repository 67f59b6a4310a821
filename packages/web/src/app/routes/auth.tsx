import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isUiLang } from '@cairn/domain';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { authModeFromQuery, type AuthMode } from '../../features/auth/lib/auth-mode.ts';
import { loadHiddenFrame } from '../../features/auth/lib/load-hidden-frame.ts';
import { safeRedirect } from '../../features/auth/lib/safe-redirect.ts';
import type { LoginResponse } from '../../features/auth/api/login.ts';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';
import { setLanguage } from '../../lib/i18n.ts';
import { paths } from '../../config/paths.ts';
import styles from './auth.module.css';

/** Which screen names each mode that is not built yet. */
const PENDING_SCREENS = {
  signup: 'screens.signup',
  resetPassword: 'screens.resetPassword',
  changePassword: 'screens.changePassword',
  changeEmail: 'screens.changeEmail',
  validateAccountCreation: 'screens.validateAccount',
  verifyEmail: 'screens.validateAccount',
} as const;

/** Spec 1 §2.7: sign in, sign up, reset password and the mail-link modes. */
export default function AuthRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // The mode comes from the address until the visitor picks one with the buttons.
  const [chosenMode, setMode] = useState<AuthMode>();
  const mode = chosenMode ?? authModeFromQuery(query);

  const handleSignedIn = async (response: LoginResponse) => {
    // The interface follows the user's language once signed in.
    if (isUiLang(response.lang)) await setLanguage(response.lang).catch(() => undefined);
    if (response.redirect_internal) await loadHiddenFrame(response.redirect_internal);
    await navigate(safeRedirect(query.get('redirect')) ?? paths.home.href(), { replace: true });
  };

  return (
    <div className={styles.page}>
      {mode === 'signin' ? (
        <section className={styles.card} aria-labelledby="signin-title">
          <title>{`${t('auth.signinTitle')} · ${t('app.name')}`}</title>
          <h1 id="signin-title">{t('auth.signinTitle')}</h1>
          <p className={styles.intro}>{t('auth.signinIntro')}</p>
          <SignInForm onSignedIn={handleSignedIn} />
        </section>
      ) : (
        <NotYetAvailable screen={t(PENDING_SCREENS[mode])} />
      )}
      <nav className={styles.modes} aria-label={t('auth.signinTitle')}>
        {mode !== 'signin' && (
          <button type="button" className="button button-quiet" onClick={() => setMode('signin')}>
            {t('auth.toSignin')}
          </button>
        )}
        {mode !== 'signup' && (
          <button type="button" className="button button-quiet" onClick={() => setMode('signup')}>
            {t('auth.toSignup')}
          </button>
        )}
        {mode !== 'resetPassword' && (
          <button type="button" className="button button-quiet" onClick={() => setMode('resetPassword')}>
            {t('auth.toReset')}
          </button>
        )}
      </nav>
    </div>
  );
}
