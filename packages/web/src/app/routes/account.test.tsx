import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp, testSession } from '../../testing/render-app.tsx';
import { stubApi } from '../../testing/api-stub.ts';
import { sentBodies } from '../../testing/sent-bodies.ts';
import { getSession } from '../../lib/session.ts';

const account = {
  email: 'jeanne@example.org',
  name: 'Jeanne Doe',
  forum_username: 'jdoe',
  is_profile_public: false,
};
const mailToast =
  "Un e-mail de confirmation a été envoyé à new@example.org. Suivez le lien qu'il contient pour valider votre nouvelle adresse.";

/** An error answer of the API (api.md §1.4). */
const refusal = (status: number, ...errors: [name: string, description: string][]) => ({
  status,
  body: {
    status: 'error',
    errors: errors.map(([name, description]) => ({ location: 'body', name, description })),
  },
});

/** GET /users/account answers the account; POST answers `answer` (status 200 unless given). */
function serveAccount(answer: { status?: number; body: unknown } = { body: {} }) {
  return stubApi(({ path, method }) => {
    if (path !== '/users/account') return undefined;
    return method === 'POST' ? answer : { body: account };
  });
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

async function openAccount() {
  const view = renderApp('/account', { session: testSession });
  // The first render waits for the page's chunk and messages.
  await screen.findByDisplayValue('jeanne@example.org', {}, { timeout: 5000 });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('account page (spec 1 §2.8)', () => {
  it('shows the account with the username read-only, and its title', async () => {
    serveAccount();
    await openAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(document.title).toBe('Mon compte · Cairn');
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveValue('jdoe');
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Nom complet')).toHaveValue('Jeanne Doe');
    expect(screen.getByLabelText("Nom d'utilisateur sur le forum")).toHaveValue('jdoe');
    expect(screen.getByRole('checkbox', { name: 'Profil public' })).not.toBeChecked();
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      /un lien est envoyé à la nouvelle adresse/,
    );
    // Spec 1 §2.7: password fields have the show/hide toggle.
    expect(screen.getAllByRole('button', { name: 'Afficher le mot de passe' })).toHaveLength(2);
  });

  it('spec 1 §5: sends only the changed values, null for the others; the check shows 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveAccount({ body: { name: 'Jeanne Martin' } });
    const { user } = await openAccount();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'secret');
    await user.clear(screen.getByLabelText('Nom complet'));
    await user.type(screen.getByLabelText('Nom complet'), 'Jeanne Martin');
    await user.click(screen.getByRole('checkbox', { name: 'Profil public' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Enregistré')).toBeInTheDocument();
    expect(sentBodies('/users/account')).toEqual([
      {
        currentpassword: 'secret',
        name: 'Jeanne Martin',
        forum_username: null,
        email: null,
        is_profile_public: true,
        newpassword: null,
      },
    ]);
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
    // The menu of the top bar shows the new name.
    expect(getSession()?.name).toBe('Jeanne Martin');
    expect(screen.getByRole('button', { name: "Menu de l'utilisateur Jeanne Martin" })).toBeInTheDocument();
    // No mail for an unchanged address.
    expect(screen.queryByText(/e-mail de confirmation/)).not.toBeInTheDocument();

    advance(2900);
    expect(screen.getByText('Enregistré')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByText('Enregistré')).not.toBeInTheDocument();
  });

  it('sends a new password when one is typed', async () => {
    serveAccount();
    const { user } = await openAccount();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'secret');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'longer-secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Enregistré');
    expect(sentBodies('/users/account')).toEqual([
      {
        currentpassword: 'secret',
        name: null,
        forum_username: null,
        email: null,
        is_profile_public: null,
        newpassword: 'longer-secret',
      },
    ]);
  });

  it('spec 1 §2.8: a new email is confirmed by mail: a toast says so for 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveAccount({ body: { email: 'new@example.org', sent_email: true } });
    const { user } = await openAccount();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'secret');
    await user.clear(screen.getByLabelText('Adresse e-mail'));
    await user.type(screen.getByLabelText('Adresse e-mail'), 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const toast = await screen.findByText(mailToast);
    expect(toast).toHaveAttribute('role', 'status');
    expect(sentBodies('/users/account')).toEqual([
      {
        currentpassword: 'secret',
        name: null,
        forum_username: null,
        email: 'new@example.org',
        is_profile_public: null,
        newpassword: null,
      },
    ]);
    // The account keeps its address until the link is followed.
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('jeanne@example.org');

    advance(4900);
    expect(toast).toBeInTheDocument();
    advance(100);
    expect(toast).not.toBeInTheDocument();
  });

  it('spec 1 §5: required fields in error block the submit', async () => {
    serveAccount();
    const { user } = await openAccount();
    await user.clear(screen.getByLabelText('Nom complet'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription('Ce champ est requis');
    expect(screen.getByLabelText('Nom complet')).toHaveAccessibleDescription('Ce champ est requis');
    expect(screen.getByLabelText('Nom complet')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nouveau mot de passe')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies('/users/account')).toEqual([]);
  });

  it('spec 1 §5: server errors with a field name show under that field, translated', async () => {
    serveAccount(
      refusal(400, ['currentpassword', 'Invalid password'], ['forum_username', 'Already used forum name']),
    );
    const { user } = await openAccount();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'wrong');
    await user.clear(screen.getByLabelText("Nom d'utilisateur sur le forum"));
    await user.type(screen.getByLabelText("Nom d'utilisateur sur le forum"), 'taken');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const password = screen.getByLabelText('Mot de passe actuel');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Mot de passe incorrect'));
    expect(screen.getByLabelText("Nom d'utilisateur sur le forum")).toHaveAccessibleDescription(
      "Sans accents ni espaces. Ce nom d'utilisateur du forum est déjà pris",
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Enregistré')).not.toBeInTheDocument();

    // Editing a field takes its message away.
    await user.type(password, '2');
    expect(password).not.toHaveAccessibleDescription('Mot de passe incorrect');
    expect(screen.getByText("Ce nom d'utilisateur du forum est déjà pris")).toBeInTheDocument();
  });

  it('spec 1 §5: other server errors show as a banner', async () => {
    serveAccount(refusal(403, ['Forbidden', 'account blocked']));
    const { user } = await openAccount();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('account blocked');
  });
});
