import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, testSession } from '../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../testing/api-stub.ts';
import { sentBodies } from '../../testing/sent-bodies.ts';
import type { Following } from '../../features/account/api/get-following.ts';
import { listingFixture } from '../../testing/fixtures/factory.ts';

const profile = (id: number, name: string) =>
  listingFixture({
    document_id: id,
    type: 'u',
    name,
    forum_username: name.toLowerCase().replace(' ', '_'),
    locales: [{ lang: 'fr', version: 1 }],
  });
const paul = profile(7, 'Paul Rocher');
const lea = profile(9, 'Léa Bouvier');
const marc = profile(12, 'Marc Vidal');
const self = profile(testSession.id, 'Jeanne Doe');
type Profile = typeof paul;

/** The first render waits for the page's chunk and messages. */
const PAGE_LOAD = { timeout: 5000 };
/** The picker searches after a pause. */
const SEARCH = { timeout: 2000 };

/**
 * A small follows API: GET /users/following answers the followed profiles, follow and unfollow
 * change them (or answer `refusal`); the profile search finds the signed-in user and Marc.
 */
function serveFollows(initial: Profile[], refusal?: { status: number; body: unknown }): StubRequest[] {
  let followed = [...initial];
  const everyone = [paul, lea, marc, self];
  return stubApi(({ path, method }) => {
    if (path === '/users/following') return { body: { following: followed } satisfies Following };
    if (path === '/search') return { body: { users: { documents: [self, marc], total: 2 } } };
    if (method !== 'POST' || !['/users/follow', '/users/unfollow'].includes(path)) return undefined;
    if (refusal) return refusal;
    const { user_id: id } = sentBodies(path).at(-1) as { user_id: number };
    followed =
      path === '/users/follow'
        ? [...followed, everyone.find((p) => p.document_id === id)!]
        : followed.filter((p) => p.document_id !== id);
    return { body: {} };
  });
}

const nobody = 'Vous ne suivez encore personne.';

describe('followed users page (spec 1 §2.9)', () => {
  it('lists the followed profiles, each linking to the profile, with a remove button', async () => {
    serveFollows([paul, lea]);
    renderApp('/following', { session: testSession });
    const list = await screen.findByRole('list', { name: 'Utilisateurs suivis' }, PAGE_LOAD);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Utilisateurs suivis');
    expect(document.title).toBe('Utilisateurs suivis · Cairn');
    const rows = within(list).getAllByRole('listitem');
    const names = rows.map((row) => within(row).getByRole('link').textContent);
    expect(names).toEqual(['Paul Rocher', 'Léa Bouvier']);
    const link = within(list).getByRole('link', { name: 'Paul Rocher' });
    expect(link).toHaveAttribute('href', '/profiles/7/fr/paul-rocher');
    expect(within(rows[0]!).getByRole('button', { name: 'Ne plus suivre Paul Rocher' })).toBeVisible();
    expect(within(rows[1]!).getByRole('button', { name: 'Ne plus suivre Léa Bouvier' })).toBeVisible();
  });

  it('says when nobody is followed', async () => {
    serveFollows([]);
    renderApp('/following', { session: testSession });
    expect(await screen.findByText(nobody, {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('spec 1 §4: remove unfollows the user (POST /users/unfollow), the row goes', async () => {
    serveFollows([paul, lea]);
    const { user } = renderApp('/following', { session: testSession });
    const remove = await screen.findByRole('button', { name: 'Ne plus suivre Paul Rocher' }, PAGE_LOAD);
    await user.click(remove);

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Paul Rocher' })).toBeNull());
    expect(sentBodies('/users/unfollow')).toEqual([{ user_id: 7 }]);
    expect(screen.getByRole('link', { name: 'Léa Bouvier' })).toBeInTheDocument();
  });

  it('spec 1 §2.9: the profile picker follows a user; the user themselves is not offered', async () => {
    const requests = serveFollows([paul]);
    const { user } = renderApp('/following', { session: testSession });
    await screen.findByRole('link', { name: 'Paul Rocher' }, PAGE_LOAD);
    await user.type(screen.getByRole('combobox', { name: 'Suivre un utilisateur' }), 'vid');

    const option = await screen.findByRole('option', { name: 'Marc Vidal' }, SEARCH);
    // The search found Jeanne Doe, the signed-in user, too.
    const listbox = screen.getByRole('listbox', { name: 'Suivre un utilisateur' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    expect(requests.find((r) => r.path === '/search')?.query.get('t')).toBe('u');

    await user.click(option);
    const link = await screen.findByRole('link', { name: 'Marc Vidal' });
    expect(link).toHaveAttribute('href', '/profiles/12/fr/marc-vidal');
    expect(sentBodies('/users/follow')).toEqual([{ user_id: 12 }]);
  });

  it('spec 1 §5: a refused follow shows the server message, translated', async () => {
    serveFollows([], {
      status: 400,
      body: {
        status: 'error',
        errors: [{ location: 'body', name: 'user_id', description: 'user 12 does not exist' }],
      },
    });
    const { user } = renderApp('/following', { session: testSession });
    await screen.findByText(nobody, {}, PAGE_LOAD);
    await user.type(screen.getByRole('combobox', { name: 'Suivre un utilisateur' }), 'vid');
    await user.click(await screen.findByRole('option', { name: 'Marc Vidal' }, SEARCH));

    expect(await screen.findByRole('alert')).toHaveTextContent("Cet utilisateur n'existe pas");
    expect(screen.queryByRole('link', { name: 'Marc Vidal' })).not.toBeInTheDocument();
  });
});
