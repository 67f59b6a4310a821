import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, resizeWindow, testSession } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { writeStored } from '../../../lib/storage.ts';
import type { FeedItem } from '../api/get-feed.ts';
import { listingFixture } from '../../../testing/fixtures/factory.ts';

const area = (id: number, area_type: string, title: string) =>
  listingFixture({
    document_id: id,
    type: 'a',
    area_type,
    locales: [{ lang: 'fr', title }],
  });
const image = (id: number) =>
  listingFixture({
    document_id: id,
    type: 'i',
    locales: [{ lang: 'fr', title: `Photo ${id}` }],
  });
const user = listingFixture({ document_id: 7, type: 'u', name: 'Jeanne Grimpe', locales: [{ lang: 'fr' }] });

const outingItem: FeedItem = {
  id: 991,
  time: '2024-05-02T10:11:12+00:00',
  change_type: 'created',
  user,
  participants: [user],
  document: listingFixture({
    document_id: 500,
    type: 'o',
    quality: 'fine',
    activities: ['skitouring'],
    condition_rating: 'good',
    elevation_max: 3222,
    height_diff_up: 1450,
    orientations: ['N', 'NE'],
    ski_rating: '4.1',
    img_count: 4,
    public_transport: true,
    geometry: { has_geom_detail: true },
    areas: [area(1, 'range', 'Mont-Blanc'), area(3, 'country', 'France')],
    locales: [
      { lang: 'fr', title: 'Aiguille du Tour', summary: `${'Neige parfaite. '.repeat(25)}FIN-CACHEE` },
    ],
  }),
  image1: image(11),
  image2: image(12),
  image3: image(13),
  more_images: true,
};

const routeItem: FeedItem = {
  id: 990,
  time: '2024-05-01T10:00:00+00:00',
  change_type: 'updated',
  user,
  document: listingFixture({
    document_id: 600,
    type: 'r',
    quality: 'medium',
    activities: ['rock_climbing'],
    elevation_max: 1800,
    height_diff_up: 300,
    orientations: ['N', 'E', 'S'],
    rock_free_rating: '6a',
    locales: [{ lang: 'fr', title: 'Voie des Dalles', title_prefix: 'Pic Saint-Loup' }],
  }),
  participants: [user],
  image1: null,
  image2: null,
  image3: null,
  more_images: false,
};

function feedApi(pages: FeedItem[][]) {
  return stubApi((request: StubRequest) => {
    if (!/^\/(feed|personal-feed|profile-feed)$/.test(request.path)) return undefined;
    const index = request.query.get('token') ? Number(request.query.get('token')) : 0;
    const feed = pages[index] ?? [];
    return { body: feed.length ? { feed, pagination_token: String(index + 1) } : { feed: [] } };
  });
}

/** jsdom has no layout: give the page a height and a scroll position. */
function setPage(scrollHeight: number, scrollY: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: scrollHeight,
  });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

const feedRequests = (requests: StubRequest[]) => requests.filter((r) => r.path === '/feed');

describe('activity feed', () => {
  it('spec 1 §2.4: a card shows every element of its document', async () => {
    setPage(5000, 0);
    feedApi([[outingItem, routeItem]]);
    writeStored('home.mode', 'feed');
    renderApp('/');

    const card = (await screen.findByRole(
      'article',
      { name: /Aiguille du Tour/ },
      { timeout: 5000 },
    )) as HTMLElement;
    const inCard = within(card);
    expect(inCard.getByRole('link', { name: 'Jeanne Grimpe' })).toHaveAttribute('href', '/profiles/7');
    expect(card).toHaveTextContent('a créé une sortie');
    expect(inCard.getByRole('link', { name: 'Aiguille du Tour' })).toHaveAttribute(
      'href',
      '/outings/500/fr/aiguille-du-tour',
    );
    expect(card).toHaveTextContent('Mont-Blanc - France');
    expect(inCard.getByRole('list', { name: 'Activités' })).toHaveTextContent('Ski de randonnée');
    expect(card).toHaveTextContent('4.1');
    expect(card).toHaveTextContent('3 222 m');
    expect(card).toHaveTextContent('+1 450 m');
    expect(card).toHaveTextContent('N NE');
    expect(card).toHaveTextContent('4 image(s)');
    expect(card).toHaveTextContent('Trace GPS');
    expect(card).toHaveTextContent('Mobilité douce');
    expect(card).toHaveTextContent('Bon');
    expect(inCard.getAllByRole('img')).toHaveLength(3);
    // 300 characters then an ellipsis: the end of the summary is cut off.
    const summary = inCard.getByText(/^Neige parfaite/);
    expect(summary.textContent).toMatch(/…$/);
    expect(Array.from(summary.textContent!)).toHaveLength(301);
    expect(card).not.toHaveTextContent('FIN-CACHEE');
  });

  it('spec 1 §2.4: three orientations and a non-listed activity hide orientations and height up', async () => {
    setPage(5000, 0);
    feedApi([[routeItem]]);
    writeStored('home.mode', 'feed');
    renderApp('/');
    const card = await screen.findByRole('article', { name: /Voie des Dalles/ }, { timeout: 5000 });
    expect(card).toHaveTextContent("a mis à jour l'itinéraire");
    expect(card).toHaveTextContent('6a');
    expect(card).toHaveTextContent('1 800 m');
    expect(card).not.toHaveTextContent('+300 m');
    expect(card).not.toHaveTextContent('N E S');
  });

  it('spec 1 §7, §8: the card shows the forum avatar of its user at 36 px, the user icon when it fails', async () => {
    setPage(5000, 0);
    feedApi([[{ ...routeItem, user: { ...user, forum_username: 'jeanne_g' } }, outingItem]]);
    writeStored('home.mode', 'feed');
    renderApp('/');
    const card = await screen.findByRole('article', { name: /Voie des Dalles/ }, { timeout: 5000 });
    const avatar = card.querySelector('header img')!;
    expect(avatar).toHaveAttribute('src', '/forum/user_avatar/localhost/jeanne_g/72/1.png');
    expect(avatar).toHaveAttribute('width', '36');
    fireEvent.error(avatar);
    expect(card.querySelector('header img')).toBeNull();
    expect(card.querySelector('header svg')).not.toBeNull();
    // Without a forum name: the initial of the name.
    const other = screen.getByRole('article', { name: /Aiguille du Tour/ });
    expect(other.querySelector('header img')).toBeNull();
    expect(other.querySelector('header')).toHaveTextContent(/^J/);
  });

  it('spec 1 §2.4: 1 to 6 columns of 400 px by width', async () => {
    setPage(5000, 0);
    feedApi([[outingItem, routeItem]]);
    writeStored('home.mode', 'feed');
    const { container } = renderApp('/', { width: 1700 });
    await screen.findByRole('article', { name: /Aiguille du Tour/ }, { timeout: 5000 });
    expect(container.querySelector('[data-columns]')).toHaveAttribute('data-columns', '4');
    resizeWindow(700);
    expect(container.querySelector('[data-columns]')).toHaveAttribute('data-columns', '1');
  });

  it('spec 1 §2.4: scrolling within 500 px of the bottom loads the next page, an empty page ends the feed', async () => {
    setPage(5000, 0);
    const requests = feedApi([[outingItem], [routeItem]]);
    writeStored('home.mode', 'feed');
    renderApp('/');
    await screen.findByRole('article', { name: /Aiguille du Tour/ }, { timeout: 5000 });
    expect(feedRequests(requests)).toHaveLength(1);

    // 5000 - (3550 + 900) = 550 px from the bottom: not yet.
    setPage(5000, 3550);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(feedRequests(requests)).toHaveLength(1);

    setPage(5000, 3650);
    act(() => void window.dispatchEvent(new Event('scroll')));
    await screen.findByRole('article', { name: /Voie des Dalles/ }, { timeout: 5000 });
    expect(feedRequests(requests)[1]!.query.get('token')).toBe('1');

    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(await screen.findByText("Vous êtes arrivé au bout du fil d'activité.")).toBeInTheDocument();
    expect(feedRequests(requests)).toHaveLength(3);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(feedRequests(requests)).toHaveLength(3);
  });

  it('spec 1 §2.3: signed-in users load their preferences (the personal feed), remembered', async () => {
    setPage(5000, 0);
    const requests = feedApi([[outingItem]]);
    writeStored('home.mode', 'feed');
    const first = renderApp('/', { session: testSession });
    await screen.findByRole('article', { name: /Aiguille du Tour/ }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Modifier mes préférences' })).toHaveAttribute(
      'href',
      '/preferences',
    );
    await first.user.click(screen.getByRole('switch', { name: 'Charger mes préférences' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/personal-feed')).toBe(true));
    first.unmount();

    renderApp('/', { session: testSession });
    expect(await screen.findByRole('switch', { name: 'Charger mes préférences' })).toBeChecked();
  });

  it('spec 1 §6: anonymous visitors have no preferences switch', async () => {
    setPage(5000, 0);
    feedApi([[outingItem]]);
    writeStored('home.mode', 'feed');
    renderApp('/');
    await screen.findByRole('article', { name: /Aiguille du Tour/ }, { timeout: 5000 });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
