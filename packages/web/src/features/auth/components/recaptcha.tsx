import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRecaptcha, type Grecaptcha } from '../lib/load-recaptcha.ts';
import styles from './auth-form.module.css';

export type RecaptchaHandle = { reset: () => void };

type Props = {
  siteKey: string;
  /** The widget's response once the visitor is verified, null again when it expires or resets. */
  onChange: (response: string | null) => void;
  ref?: Ref<RecaptchaHandle>;
  /** Ids of the messages about the check (server errors), for assistive technologies. */
  'aria-describedby'?: string;
};

/** Spec 1 §5: the signup captcha (Google reCAPTCHA v2), reset by the form after each attempt. */
export function Recaptcha({ siteKey, onChange, ref, 'aria-describedby': describedBy }: Props) {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number }>(undefined);
  const onChangeRef = useRef(onChange);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      if (widget.current) widget.current.api.reset(widget.current.id);
      onChangeRef.current(null);
    },
  }));

  // The script keeps the language it was first loaded in.
  const [lang] = useState(() => i18n.resolvedLanguage ?? i18n.language);
  useEffect(() => {
    const container = containerRef.current;
    let isCancelled = false;
    loadRecaptcha(lang).then(
      (api) => {
        if (isCancelled || !container) return;
        // A widget renders once per element: a fresh child survives StrictMode's second effect.
        const target = document.createElement('div');
        container.replaceChildren(target);
        const id = api.render(target, {
          sitekey: siteKey,
          callback: (response) => onChangeRef.current(response),
          'expired-callback': () => onChangeRef.current(null),
          'error-callback': () => onChangeRef.current(null),
        });
        widget.current = { api, id };
      },
      () => {
        if (!isCancelled) setHasFailed(true);
      },
    );
    return () => {
      isCancelled = true;
      widget.current = undefined;
      container?.replaceChildren();
    };
  }, [siteKey, lang]);

  return (
    <div className={styles.field} role="group" aria-label={t('auth.captcha')} aria-describedby={describedBy}>
      <div ref={containerRef} className={styles.captcha} />
      {hasFailed && <p className={styles.fieldError}>{t('auth.captchaUnavailable')}</p>}
    </div>
  );
}
