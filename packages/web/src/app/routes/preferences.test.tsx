import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, testSession } from '../../testing/render-app.tsx';
import { apiCalls, stubApi, type StubRequest } from '../../testing/api-stub.ts';
import { sentBodies } from '../../testing/sent-bodies.ts';
import { getSession } from '../../lib/session.ts';
import type { Preferences } from '../../features/account/api/get-preferences.ts';
import { listingFixture } from '../../testing/fixtures/factory.ts';

const area = (id: number, title: string) =>
  listingFixture({
    document_id: id,
    type: 'a',
    area_type: 'range',
    locales: [{ lang: 'fr', title }],
  });
const vanoise = area(14, 'Vanoise');
const ecrins = area(15, 'Écrins');
const saved = {
  followed_only: false,
  langs: ['fr'],
  activities: ['hiking'],
  areas: [vanoise],
} satisfies Preferences;
type Answer = { status?: number; body: unknown };

/** The saved preferences; their POSTs answer `saveAnswer`; the area search finds two areas. */
function servePreferences(saveAnswer: Answer = { body: {} }): StubRequest[] {
  return stubApi(({ path, method }) => {
    if (path === '/users/preferences') return method === 'POST' ? saveAnswer : { body: saved };
    if (path === '/users/update_preferred_language') return { body: {} };
    if (path === '/search') return { body: { areas: { documents: [vanoise, ecrins], total: 2 } } };
    return undefined;
  });
}

async function openPreferences() {
  const view = renderApp('/preferences', { session: testSession });
  // The first render waits for the page's chunk and messages.
  await screen.findByRole('checkbox', { name: 'Randonnée' }, { timeout: 5000 });
  return view;
}

const FOLLOWED_ONLY = "Seulement l'activité des utilisateurs que je suis";
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const feedSection = () => screen.getByRole('region', { name: "Fil d'activité de la page d'accueil" });
const chosenAreas = () => within(screen.getByRole('list', { name: 'Zones choisies' }));
const savedBodies = () => sentBodies('/users/preferences');
const languageBodies = () => sentBodies('/users/update_preferred_language');
/** The `pl` of each preferences read. */
const readLangs = (requests: StubRequest[]) =>
  apiCalls(requests)
    .filter((r) => r.path === '/users/preferences' && r.method === 'GET')
    .map((r) => r.query.get('pl'));
/** A POST /users/preferences body: the four settings, areas by id. */
const body = (activities: string[], langs: string[], areaIds: number[], followed_only = false) => ({
  activities,
  langs,
  areas: areaIds.map((document_id) => ({ document_id })),
  followed_only,
});

describe('preferences page (spec 1 §2.10)', () => {
  it('shows the saved home feed settings', async () => {
    const requests = servePreferences();
    await openPreferences();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Préférences');
    expect(document.title).toBe('Préférences · Cairn');
    expect(checkbox(FOLLOWED_ONLY)).not.toBeChecked();
    expect(checkbox('français')).toBeChecked();
    expect(checkbox('anglais')).not.toBeChecked();
    expect(checkbox('Randonnée')).toBeChecked();
    expect(checkbox('Escalade')).not.toBeChecked();
    expect(chosenAreas().getByText('Vanoise')).toBeInTheDocument();
    expect(readLangs(requests)).toEqual(['fr']);
  });

  it('every change saves at once, sending the four settings, and shows it saved', async () => {
    servePreferences();
    const { user } = await openPreferences();
    await user.click(checkbox('Escalade'));
    expect(await within(feedSection()).findByText('Enregistré')).toBeInTheDocument();
    expect(checkbox('Escalade')).toBeChecked();

    await user.click(checkbox('anglais'));
    await user.click(checkbox('Randonnée'));
    await user.click(screen.getByRole('button', { name: 'Retirer Vanoise' }));

    await waitFor(() => expect(savedBodies()).toHaveLength(4));
    expect(savedBodies()).toEqual([
      body(['hiking', 'rock_climbing'], ['fr'], [14]),
      body(['hiking', 'rock_climbing'], ['fr', 'en'], [14]),
      body(['rock_climbing'], ['fr', 'en'], [14]),
      body(['rock_climbing'], ['fr', 'en'], []),
    ]);
    expect(screen.getByText('Aucune zone choisie : toutes les zones sont incluses.')).toBeVisible();
  });

  it('followed users only: saved at once, and the filters go away', async () => {
    servePreferences();
    const { user } = await openPreferences();
    await user.click(checkbox(FOLLOWED_ONLY));

    await waitFor(() => expect(savedBodies()).toEqual([body(['hiking'], ['fr'], [14], true)]));
    expect(screen.queryByRole('checkbox', { name: 'Randonnée' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Ajouter une zone' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Gérer les utilisateurs suivis' });
    expect(link).toHaveAttribute('href', '/following');
  });

  it('adds an area with the area picker, chosen areas left out of it', async () => {
    const requests = servePreferences();
    const { user } = await openPreferences();
    await user.type(screen.getByRole('combobox', { name: 'Ajouter une zone' }), 'écr');
    const option = await screen.findByRole('option', { name: 'Écrins' }, { timeout: 2000 });
    expect(screen.queryByRole('option', { name: 'Vanoise' })).not.toBeInTheDocument();
    expect(requests.find((r) => r.path === '/search')?.query.get('t')).toBe('a');
    await user.click(option);

    await waitFor(() => expect(savedBodies()).toEqual([body(['hiking'], ['fr'], [14, 15])]));
    expect(chosenAreas().getByText('Écrins')).toBeInTheDocument();
  });

  it('a refused save shows the error and brings back the saved settings', async () => {
    servePreferences({
      status: 400,
      body: {
        status: 'error',
        errors: [{ location: 'body', name: 'areas', description: 'unknown area' }],
      },
    });
    const { user } = await openPreferences();
    await user.click(checkbox('Escalade'));
    expect(await screen.findByRole('alert')).toHaveTextContent("Cette zone n'existe pas");
    await waitFor(() => expect(checkbox('Escalade')).not.toBeChecked());
    expect(within(feedSection()).queryByText('Enregistré')).not.toBeInTheDocument();
  });

  it('spec 1 §4: a language button switches the interface and saves it to the account', async () => {
    const requests = servePreferences();
    const { user } = await openPreferences();
    const languages = within(screen.getByRole('group', { name: "Langue de l'interface" }));
    expect(languages.getAllByRole('button')).toHaveLength(10);
    expect(languages.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(languages.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(languageBodies()).toEqual([{ lang: 'en' }]));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(getSession()?.lang).toBe('en');
    // The area titles are asked again in the new language.
    await waitFor(() => expect(readLangs(requests)).toEqual(['fr', 'en']));
  });

  it('Hungarian, which the API does not know, saves English (api.md §1.3)', async () => {
    servePreferences();
    const { user } = await openPreferences();
    await user.click(screen.getByRole('button', { name: 'Magyar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beállítások' })).toBeVisible();
    expect(document.documentElement.lang).toBe('hu');
    await waitFor(() => expect(languageBodies()).toEqual([{ lang: 'en' }]));
  });
});
