import { describe, expect, it } from 'vitest';
import { loadRecaptcha, type Grecaptcha } from './load-recaptcha.ts';

describe('loadRecaptcha', () => {
  it("loads Google's script once, in the interface language, and resolves when its API is ready", async () => {
    const first = loadRecaptcha('zh');
    const second = loadRecaptcha('zh');
    const scripts = document.head.querySelectorAll<HTMLScriptElement>(
      'script[src^="https://www.google.com/recaptcha/api.js"]',
    );
    expect(scripts).toHaveLength(1);
    const src = new URL(scripts[0]!.src);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      render: 'explicit',
      onload: 'cairnRecaptchaLoaded',
      hl: 'zh-CN',
    });

    const api = { render: () => 0, reset: () => undefined } satisfies Grecaptcha;
    window.grecaptcha = api;
    window.cairnRecaptchaLoaded?.();
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
    scripts[0]!.remove();
  });
});
