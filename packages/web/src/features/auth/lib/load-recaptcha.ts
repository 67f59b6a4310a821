import { RECAPTCHA_SCRIPT_URL } from '../../../config/env-defaults.ts';

/** The part of Google's reCAPTCHA v2 API the signup form uses (explicit rendering). */
export type Grecaptcha = {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (response: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    cairnRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_URL = RECAPTCHA_SCRIPT_URL;

let loading: Promise<Grecaptcha> | undefined;

/**
 * Loads Google's script once, on the signup screen only (no third-party script elsewhere),
 * in the interface language. A failed load may be tried again.
 */
export function loadRecaptcha(lang: string): Promise<Grecaptcha> {
  if (loading) return loading;
  if (typeof window.grecaptcha?.render === 'function') return Promise.resolve(window.grecaptcha);
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    // `onload` is called once the whole API is ready, which the script's own load event is not.
    window.cairnRecaptchaLoaded = () => resolve(window.grecaptcha!);
    script.src = `${SCRIPT_URL}?render=explicit&onload=cairnRecaptchaLoaded&hl=${encodeURIComponent(recaptchaLang(lang))}`;
    script.async = true;
    script.addEventListener('error', () => {
      script.remove();
      loading = undefined;
      reject(new Error('reCAPTCHA could not be loaded'));
    });
    document.head.append(script);
  });
  return loading;
}

/** reCAPTCHA speaks our interface languages under these codes (Chinese: simplified). */
const recaptchaLang = (lang: string) => (lang === 'zh' ? 'zh-CN' : lang);
