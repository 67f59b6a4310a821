import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { FIXTURES } from '../../../testing/fixtures/documents.ts';
import { env } from '../../../config/env.ts';
import { setLanguage } from '../../../lib/i18n.ts';

const profile = FIXTURES.profile;
const feedItem = (id: number, title: string) => ({
  id,
  time: '2026-05-02T10:11:12+00:00',
  change_type: 'created',
  user: { document_id: 42, type: 'u', name: 'Jeanne Doe', locales: [{ lang: 'fr' }] },
  document: { document_id: 500 + id, type: 'o', quality: 'fine', locales: [{ lang: 'fr', title }] },
});
const outing = (id: number) => ({
  document_id: id,
  type: 'o',
  date_start: '2026-03-01',
  date_end: '2026-03-01',
  activities: ['skitouring'],
  locales: [{ lang: 'fr', title: `Sortie ${id}` }],
  areas: [],
});

/** The profile, its feed in two pages, and `outingCount` outings answered page by page. */
function profileApi(outingCount = 0, outingsFailure?: { status: number; body: unknown }) {
  return stubApi((request: StubRequest) => {
    if (request.path === '/profiles/42') return { body: profile };
    if (request.path === '/profile-feed') {
      const token = request.query.get('token');
      if (!token) return { body: { feed: [feedItem(1, 'Dôme de Neige')], pagination_token: 'p2' } };
      if (token === 'p2') return { body: { feed: [feedItem(2, 'Pointe Percée')], pagination_token: 'p3' } };
      return { body: { feed: [] } };
    }
    if (request.path === '/outings') {
      if (outingsFailure) return outingsFailure;
      const offset = Number(request.query.get('offset'));
      const limit = Number(request.query.get('limit'));
      const ids = Array.from(
        { length: Math.max(0, Math.min(limit, outingCount - offset)) },
        (_, i) => offset + i + 1,
      );
      return { body: { documents: ids.map(outing), total: outingCount } };
    }
    return undefined;
  });
}

describe('profile page (spec 2 "Profile")', () => {
  it('shows the forum username link, categories, activities and the profile feed to its end', async () => {
    const requests = profileApi();
    renderApp('/profiles/42');
    await screen.findByRole('heading', { level: 1, name: 'Jeanne Doe' });
    expect(screen.getByRole('link', { name: 'jdoe' })).toHaveAttribute('href', `${env.forumUrl}/u/jdoe`);
    expect(screen.getByText('Amateur')).toBeInTheDocument();
    expect(screen.getAllByText('Ski de randonnée').length).toBeGreaterThan(0);

    const feed = screen.getByRole('region', { name: 'Activité récente' });
    expect(await within(feed).findByRole('article', { name: /Dôme de Neige/ })).toBeInTheDocument();
    // The page is scrolled to its bottom: each scroll asks for the next page, until the end.
    await waitFor(() => {
      act(() => void window.dispatchEvent(new Event('scroll')));
      expect(within(feed).getByText("Vous êtes arrivé au bout du fil d'activité.")).toBeInTheDocument();
    });
    expect(within(feed).getByRole('article', { name: /Pointe Percée/ })).toBeInTheDocument();
    const feedCalls = requests.filter((r) => r.path === '/profile-feed');
    expect(feedCalls.map((r) => r.query.get('u'))).toEqual(['42', '42', '42']);
    expect(feedCalls.map((r) => r.query.get('token'))).toEqual([null, 'p2', 'p3']);
  });

  it('a private profile seen anonymously shows the spec text and no feed', async () => {
    const requests = stubApi(({ path }) =>
      path === '/profiles/42'
        ? { body: { not_authorized: true, document_id: 42, name: 'Jeanne Doe' } }
        : undefined,
    );
    await setLanguage('en');
    renderApp('/profiles/42');
    expect(
      await screen.findByText('This profile is only available to authenticated users.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download their outings (CSV)' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/profile-feed')).toHaveLength(0);
  });

  it('spec 2 §9: the outings download reads pages of 100 and saves outings.csv', async () => {
    const requests = profileApi(230);
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:outings';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderApp('/profiles/42');
    await user.click(await screen.findByRole('button', { name: 'Télécharger ses sorties (CSV)' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('outings.csv');
    const pages = requests.filter((r) => r.path === '/outings');
    expect(pages.map((r) => [r.query.get('u'), r.query.get('offset'), r.query.get('limit')])).toEqual([
      ['42', '0', '100'],
      ['42', '100', '100'],
      ['42', '200', '100'],
    ]);
    const lines = (await saved[0]!.text()).trim().split('\r\n');
    expect(lines).toHaveLength(231);
    expect(lines[0]).toMatch(/^document_id,date_start,date_end,title,/);
    expect(lines[230]).toMatch(/^230,2026-03-01,2026-03-01,Sortie 230,skitouring,/);
  });

  it('spec 2 §9: at most 1000 outings go into outings.csv', async () => {
    const requests = profileApi(2500);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:outings');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/profiles/42');
    await user.click(await screen.findByRole('button', { name: 'Télécharger ses sorties (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const offsets = requests.filter((r) => r.path === '/outings').map((r) => Number(r.query.get('offset')));
    expect(offsets).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
  });

  it('spec 2 §8: a failed download is an alert with the first error description', async () => {
    profileApi(0, {
      status: 400,
      body: {
        status: 'error',
        errors: [
          { location: 'querystring', name: 'u', description: 'invalid user id' },
          { location: 'querystring', name: 'pl', description: 'invalid lang' },
        ],
      },
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderApp('/profiles/42');
    const button = await screen.findByRole('button', { name: 'Télécharger ses sorties (CSV)' });
    await user.click(button);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('invalid user id'));
    expect(button).toBeEnabled();
  });
});
