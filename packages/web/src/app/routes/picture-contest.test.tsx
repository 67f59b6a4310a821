import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_ARTICLE_IDS } from '@cairn/domain';
import { renderApp } from '../../testing/render-app.tsx';
import { stubApi } from '../../testing/api-stub.ts';

const article = (id: number, title: string, description: string, images: unknown[] = []) => ({
  document_id: id,
  type: 'c',
  version: 1,
  protected: true,
  locales: [{ lang: 'fr', title, version: 1, description }],
  cooked: { lang: 'fr', title, summary: `<p>Résumé ${title}</p>`, description: '' },
  associations: { images },
});

const image = (id: number) => ({
  document_id: id,
  type: 'i',
  locales: [{ lang: 'fr', title: `Image ${id}` }],
});
const user = {
  user_id: 1,
  name: 'Ann',
  forum_username: 'ann',
  robot: false,
  moderator: false,
  blocked: false,
};
const link = (id: number, day: number, isCreation = true) => ({
  written_at: `2024-06-${String(day).padStart(2, '0')}T10:00:00Z`,
  is_creation: isCreation,
  user,
  parent_document: { document_id: 902024, type: 'c', locales: [{ lang: 'fr', title: 'Concours 2024' }] },
  child_document: { document_id: id, type: 'i', locales: [{ lang: 'fr', title: `Image ${id}` }] },
});

const EDITIONS = [
  '## Éditions',
  '- 2024: [[articles/902024|Concours 2024]] history',
  '- 2023: [[articles/902023|Concours 2023]]',
].join('\n');

function stubContest() {
  // The history comes in batches: 50 links, then 1, then none.
  const batches = [
    Array.from({ length: 50 }, (_, i) => link(100 + i, 1 + (i % 28))),
    [link(200, 29), link(100, 30, false)],
    [],
  ];
  return stubApi((request) => {
    if (request.path === `/articles/${DASHBOARD_ARTICLE_IDS.contest}`)
      return { body: article(DASHBOARD_ARTICLE_IDS.contest, 'Le concours photo', EDITIONS) };
    if (request.path === '/articles/902024')
      return {
        body: article(
          902024,
          'Concours 2024',
          '- landscape | 123 | Aube sur la Meije | Anne Martin\n- action | 124 | Dülfer | Jo',
        ),
      };
    if (request.path === '/articles/902023')
      return {
        body: article(902023, 'Concours 2023', '- topoguide | 7 | La voie | Léa', [image(7), image(9)]),
      };
    const imageDoc = /^\/images\/(\d+)$/.exec(request.path);
    if (imageDoc) return { body: { ...image(Number(imageDoc[1])), version: 1, associations: {} } };
    if (request.path === '/associations-history') {
      const offset = Number(request.query.get('offset'));
      return { body: { count: 52, associations: batches[offset / 50] ?? [] } };
    }
    return undefined;
  });
}

describe('photo contest page (spec 3 "Photo contest")', () => {
  it('year buttons 2009–2025; the latest edition by default, with its winners and its history candidates', async () => {
    const requests = stubContest();
    renderApp('/picture-contest');
    const years = await screen.findByRole('navigation', { name: 'Années du concours' });
    const links = within(years).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(Array.from({ length: 17 }, (_, i) => String(2009 + i)));
    expect(within(years).getByRole('link', { name: '2013' })).toHaveAttribute(
      'href',
      '/picture-contest/2013',
    );

    expect(await screen.findByText('Aube sur la Meije')).toBeInTheDocument();
    expect(within(years).getByRole('link', { name: '2024' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Paysage')).toBeInTheDocument();
    expect(screen.getByText('par Anne Martin')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Aube sur la Meije' })).toHaveAttribute(
      'src',
      '/api/images/proxy/123?size=MI',
    );

    // 51 images linked (one unlinked later still counts), read 50 at a time until an empty batch.
    const count = await screen.findByRole('button', { name: /51 images candidates/ });
    const history = requests.filter((r) => r.path === '/associations-history');
    expect(history.map((r) => [r.query.get('d'), r.query.get('limit'), r.query.get('offset')])).toEqual([
      ['902024', '50', '0'],
      ['902024', '50', '50'],
      ['902024', '50', '100'],
    ]);
    const candidates = () =>
      within(screen.getByRole('list', { name: 'Candidates' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt'));
    // Sorted by written date: the first link first.
    expect(candidates()[0]).toBe('Image 100');
    expect(count).toHaveAttribute('aria-pressed', 'false');
    count.click();
    await waitFor(() => expect(count).toHaveAttribute('aria-pressed', 'true'));
    expect(candidates()[0]).toBe('Image 200');
    count.click();
    await waitFor(() => expect(candidates()[0]).toBe('Image 100'));
  });

  it('a year without history reads the images of its article; a year without results says so', async () => {
    const requests = stubContest();
    const { user: browser } = renderApp('/picture-contest/2023');
    expect(await screen.findByText('La voie')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /2 images candidates/ })).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/associations-history')).toBe(false);

    await browser.click(screen.getByRole('link', { name: '2015' }));
    expect(await screen.findByText('Pas de résultats pour le concours 2015.')).toBeInTheDocument();
  });

  it('the image viewer walks the candidates in the order shown, sorted or not', async () => {
    stubContest();
    const { user: browser, location } = renderApp('/picture-contest/2024');
    const count = await screen.findByRole('button', { name: /51 images candidates/ });
    const list = () => within(screen.getByRole('list', { name: 'Candidates' }));
    const idOf = (alt: string | null) => Number(alt?.replace('Image ', ''));
    const shownIds = () =>
      list()
        .getAllByRole('img')
        .map((img) => idOf(img.getAttribute('alt')));

    // Sorted by association date: the newest link first (200), and next the one shown after it.
    await browser.click(count);
    await waitFor(() => expect(count).toHaveAttribute('aria-pressed', 'true'));
    const sorted = shownIds();
    expect(sorted[0]).toBe(200);
    await browser.click(list().getByRole('img', { name: 'Image 200' }));
    await screen.findByRole('dialog', { name: "Visionneuse d'images" }, { timeout: 10_000 });
    expect(location().search).toBe('?image=200');
    await browser.keyboard('{ArrowRight}');
    await waitFor(() => expect(location().search).toBe(`?image=${sorted[1]}`));
    await browser.keyboard('{ArrowRight}');
    await waitFor(() => expect(location().search).toBe(`?image=${sorted[2]}`));
    await browser.keyboard('{Escape}');
    await waitFor(() => expect(location().search).toBe(''));
    // A winner among the candidates is walked at its place in the grid.
    const winner = sorted.indexOf(123);
    expect(winner).toBeGreaterThan(0);
    await browser.click(list().getByRole('img', { name: `Image ${sorted[winner - 1]}` }));
    await screen.findByRole('dialog', { name: "Visionneuse d'images" }, { timeout: 10_000 });
    await browser.keyboard('{ArrowRight}');
    await waitFor(() => expect(location().search).toBe('?image=123'));
    await browser.keyboard('{ArrowRight}');
    await waitFor(() => expect(location().search).toBe(`?image=${sorted[winner + 1]}`));
    await browser.keyboard('{Escape}');
    await waitFor(() => expect(location().search).toBe(''));

    // Back to the written-date order: the viewer follows it again.
    await browser.click(count);
    await waitFor(() => expect(count).toHaveAttribute('aria-pressed', 'false'));
    const unsorted = shownIds();
    expect(unsorted).not.toEqual(sorted);
    await browser.click(list().getByRole('img', { name: `Image ${unsorted[0]}` }));
    await screen.findByRole('dialog', { name: "Visionneuse d'images" }, { timeout: 10_000 });
    expect(location().search).toBe(`?image=${unsorted[0]}`);
    await browser.keyboard('{ArrowRight}');
    await waitFor(() => expect(location().search).toBe(`?image=${unsorted[1]}`));
  });
});
