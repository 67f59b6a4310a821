import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../testing/render-app.tsx';
import { stubApi } from '../../testing/api-stub.ts';
import { FIXTURES } from '../../testing/fixtures/documents.ts';

describe('article/{id} (spec 1 §2.1: articles, and help links with a hash)', () => {
  // jsdom does not lay pages out: scrolling is recorded instead.
  const scrolled: string[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("opens the article's page at the section the hash names", async () => {
    const article = {
      ...FIXTURES.article,
      cooked: {
        ...FIXTURES.article.cooked,
        description:
          '<h2 id="longueur">Longueur</h2><p>50 à 80 m.</p><h2 id="diametre">Diamètre</h2><p>9 mm.</p>',
      },
    };
    stubApi(({ path }) => (path === '/articles/50' ? { body: article } : undefined));
    const { location } = renderApp('/article/50#diametre');
    expect(await screen.findByRole('heading', { name: 'Diamètre' })).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/articles/50/fr/choisir-sa-corde'));
    expect(location().hash).toBe('#diametre');
    await waitFor(() => expect(scrolled).toContain('diametre'));
  });
});
