import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import styles from './password-input.module.css';
import { cx } from '../lib/cx.ts';

/** Spec 1 §2.7: every password field has a show/hide toggle. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={styles.wrapper}>
      <input {...props} type={isVisible ? 'text' : 'password'} className={cx('input', styles.input)} />
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? t('auth.hidePassword') : t('auth.showPassword')}
        title={isVisible ? t('auth.hidePassword') : t('auth.showPassword')}
      >
        <Icon name={isVisible ? 'eyeOff' : 'eye'} />
      </button>
    </div>
  );
}
