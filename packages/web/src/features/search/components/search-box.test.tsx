import { describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP } from '@cairn/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { setLanguage } from '../../../lib/i18n.ts';

const listing = (type: string, id: number, title: string) => ({
  document_id: id,
  type,
  quality: 'fine',
  locales: [{ lang: 'fr', title }],
});
const waypoints = Array.from({ length: 9 }, (_, i) => listing('w', i + 1, `Mont ${i + 1}`));
const found = {
  waypoints: { documents: waypoints, total: 25 },
  routes: { documents: [listing('r', 100, 'Arête du Mont')], total: 1 },
  articles: { documents: [], total: 0 },
  books: { documents: [], total: 0 },
};
const none = Object.fromEntries(Object.keys(found).map((key) => [key, { documents: [], total: 0 }]));

function searchApi(answer: unknown) {
  const requests = stubApi((request: StubRequest) =>
    request.path === '/search' ? { body: answer } : undefined,
  );
  return () => requests.filter((r) => r.path === '/search');
}

/**
 * The first render loads the lazy home page; the top bar shows a stand-in field until the
 * pointer comes over it and the search box's code has arrived.
 */
async function findCombobox(user: ReturnType<typeof renderApp>['user']) {
  await user.hover(await screen.findByRole('combobox', {}, { timeout: 5000 }));
  return waitFor(() => {
    const box = screen.getByRole('combobox');
    expect(box).toHaveAttribute('aria-controls');
    return box;
  });
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('search box', () => {
  it('spec 1 §5: nothing is searched under 3 characters', async () => {
    const searches = searchApi(found);
    const { user } = renderApp('/');
    await user.type(await findCombobox(user), 'mo');
    await sleep(450);
    expect(searches()).toHaveLength(0);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('spec 1 §5: searching waits for a 300 ms pause, then asks once for the 4 types, 7 each', async () => {
    const searches = searchApi(found);
    const { user } = renderApp('/');
    await user.type(await findCombobox(user), 'mont');
    expect(searches()).toHaveLength(0);
    await sleep(150);
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    const query = searches()[0]!.query;
    expect(query.get('q')).toBe('mont');
    expect(query.get('t')).toBe('w,r,c,b');
    expect(query.get('limit')).toBe('7');
    expect(query.get('pl')).toBe('fr');
  });

  it('a total at the search cap reads as that many or more (README "Search")', async () => {
    searchApi({ ...found, waypoints: { documents: waypoints, total: SEARCH_TOTAL_CAP } });
    const { user } = renderApp('/');
    await user.type(await findCombobox(user), 'mont');
    const waypointGroup = await screen.findByRole('group', { name: 'Points de passage' });
    expect(within(waypointGroup).getAllByRole('option')[7]).toHaveTextContent(
      'Plus de résultats : Points de passage (100+)',
    );
  });

  it('spec 1 §2.2: results are grouped by type, 7 per type, with a more-results link', async () => {
    searchApi(found);
    const { user, location } = renderApp('/');
    await user.type(await findCombobox(user), 'mont');
    const waypointGroup = await screen.findByRole('group', { name: 'Points de passage' });
    const listbox = screen.getByRole('listbox');
    const options = within(waypointGroup).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[6]).toHaveTextContent('Mont 7');
    expect(options[7]).toHaveTextContent('Plus de résultats : Points de passage (25)');
    expect(within(listbox).getByRole('group', { name: 'Itinéraires' })).toHaveTextContent('Arête du Mont');
    expect(within(listbox).queryByRole('group', { name: 'Articles' })).not.toBeInTheDocument();

    await user.click(options[7]!);
    await waitFor(() => expect(location().pathname).toBe('/waypoints'));
    expect(location().search).toBe('?q=mont');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('spec 1 §2.2: arrows move through the options, Enter opens the document, Escape closes', async () => {
    searchApi(found);
    const { user, location } = renderApp('/');
    const input = await findCombobox(user);
    await user.type(input, 'mont');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent('Mont 2');
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Arête du Mont',
    );

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/waypoints/1/fr/mont-1'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
  });

  it('closes on a click outside', async () => {
    searchApi(found);
    const { user } = renderApp('/');
    const input = await findCombobox(user);
    await user.type(input, 'mont');
    await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it("spec 1 §8: no result gives 'No result found' and 'No match?' with a creation link per type", async () => {
    await setLanguage('en');
    searchApi(none);
    const { user, location } = renderApp('/');
    await user.type(await findCombobox(user), 'zzzz');
    expect(await screen.findByText('No result found')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'No match?' });
    const options = within(group).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Create: Waypoint',
      'Create: Route',
      'Create: Article',
      'Create: Book',
    ]);
    await user.click(options[1]!);
    // Creating needs a session: the protected route sends to sign-in with the target.
    await waitFor(() => expect(location().pathname + location().search).toMatch(/routes\/add\/en/));
  });

  it('text typed before the search code arrives is kept, searched, and keeps the focus', async () => {
    const searches = searchApi(found);
    renderApp('/');
    const standIn = await screen.findByRole('combobox', {}, { timeout: 5000 });
    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: 'mont' } });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveAttribute('aria-controls'));
    const box = screen.getByRole('combobox');
    expect(box).toHaveValue('mont');
    expect(box).toHaveFocus();
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]!.query.get('q')).toBe('mont');
  });

  it('a focus moved on while the search code loads stays where it went', async () => {
    searchApi(found);
    renderApp('/');
    const standIn = await screen.findByRole('combobox', {}, { timeout: 5000 });
    act(() => standIn.focus());
    const signIn = screen.getAllByRole('link', { name: 'Se connecter' })[0]!;
    act(() => signIn.focus());
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveAttribute('aria-controls'));
    expect(signIn).toHaveFocus();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });
});
