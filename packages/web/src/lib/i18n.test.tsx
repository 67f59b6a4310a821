import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { UI_LANGS } from '@cairn/domain';
import { i18n, setLanguage, toUiLang } from './i18n.ts';
import { readStored } from './storage.ts';
import { renderApp } from '../testing/render-app.tsx';
import fr from '../locales/fr.json';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('interface language', () => {
  it('spec 1 §4: switching to de loads German messages, remembers the choice and sets <html lang>', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();

    await setLanguage('de');

    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Willkommen bei Cairn' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(readStored('lang')).toBe('de');
  });

  it('switches from the language picker', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Langue de l'interface/ }));
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('spec 1 §1: an unsupported language raises an error', async () => {
    await expect(setLanguage('xx')).rejects.toThrow(/Unsupported interface language: xx/);
    expect(() => toUiLang('pt')).toThrow(Error);
    expect(i18n.language).toBe('fr');
  });

  it('spec 1 §1: zh_CN is zh', async () => {
    expect(await setLanguage('zh_CN')).toBe('zh');
    expect(i18n.t('menu.forum')).toBe('论坛');
  });

  it.each(UI_LANGS.filter((lang) => lang !== 'fr'))('%s has exactly the keys of fr', async (lang) => {
    const messages = (await import(`../locales/${lang}.json`)) as { default: object };
    expect(keysOf(messages.default).sort()).toEqual(keysOf(fr).sort());
  });
});
