import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n, loadAllMessages, setLanguage } from '../lib/i18n.ts';
import { clearSession } from '../lib/session.ts';

// Pages load their code lazily: on a busy machine (CI runs test files side by side on two cores)
// the first render of a page can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: ScrollRestoration's scrollTo is a no-op here.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

beforeAll(async () => {
  await initI18n();
  // Components are tested outside the pages that would load the whole French catalogue.
  await loadAllMessages();
});

beforeEach(async () => {
  window.localStorage.clear();
  clearSession();
  await setLanguage('fr');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
