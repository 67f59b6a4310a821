import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getSession } from '../../lib/session.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { apiCalls, stubApi, type StubRequest } from '../../testing/api-stub.ts';

const loginResponse = {
  token: 'jwt-new',
  username: 'mnoire',
  name: 'Marie Noire',
  forum_username: 'mnoire',
  expire: Math.floor(Date.now() / 1000) + 14 * 86400,
  roles: [],
  id: 91,
  lang: 'fr',
};

const refusal = (status: number, ...errors: [name: string, description: string | string[]][]) => ({
  status,
  body: {
    status: 'error',
    errors: errors.map(([name, description]) => ({ location: 'body', name, description })),
  },
});

/** Answers `POST path` with `answer`, and records nothing else. */
const onPost = (path: string, answer: { status?: number; body: unknown }) => (request: StubRequest) =>
  request.method === 'POST' && request.path === path ? answer : undefined;

const postsTo = (requests: StubRequest[], path: string) =>
  apiCalls(requests).filter((request) => request.method === 'POST' && request.path === path);

describe('signup', () => {
  const fillSignup = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.type(await screen.findByLabelText("Nom d'utilisateur"), 'mnoire');
    await user.type(screen.getByLabelText('Nom complet'), 'Marie Noire');
    await user.type(screen.getByLabelText('Pseudo du forum'), 'mnoire');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'marie@example.org');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret');
  };

  it('spec 1 §5: Register is disabled until the terms are agreed', async () => {
    const { user } = renderApp('/auth?mode=signup');
    await fillSignup(user);
    const register = screen.getByRole('button', { name: "S'inscrire" });
    expect(register).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: "J'ai lu et j'accepte les conditions d'utilisation" }),
    );
    expect(register).toBeEnabled();
    expect(screen.getByRole('link', { name: "Lire les conditions d'utilisation" })).toHaveAttribute(
      'href',
      '/articles/106731',
    );
  });

  it('spec 1 §2.7: sends the registration payload in the interface language; success gives verifyEmail', async () => {
    const requests = stubApi(
      onPost('/users/register', {
        body: {
          id: 91,
          username: 'mnoire',
          name: 'Marie Noire',
          forum_username: 'mnoire',
          email: 'marie@example.org',
        },
      }),
    );
    const { user, location } = renderApp('/auth?mode=signup');
    await fillSignup(user);
    await user.click(screen.getByRole('checkbox', { name: /j'accepte les conditions/i }));
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));

    expect(await screen.findByRole('heading', { name: 'Consultez votre messagerie' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Un e-mail contenant un lien de validation vous a été envoyé. Ouvrez ce lien dans les trois jours pour activer votre compte.',
      ),
    ).toBeInTheDocument();
    expect(location().search).toBe('?mode=verifyEmail');
    // No captcha is configured in tests (VITE_RECAPTCHA_SITE_KEY unset): none is sent.
    expect(postsTo(requests, '/users/register').map((request) => request.body)).toEqual([
      {
        username: 'mnoire',
        name: 'Marie Noire',
        forum_username: 'mnoire',
        email: 'marie@example.org',
        password: 'secret',
        lang: 'fr',
      },
    ]);
    expect(getSession()).toBeNull();
  });

  it('sends lang en for Hungarian, which is no content language of the API', async () => {
    await setLanguage('hu');
    const requests = stubApi(onPost('/users/register', { body: { id: 91 } }));
    const { user } = renderApp('/auth?mode=signup');
    await user.type(await screen.findByLabelText('Felhasználónév'), 'mnoire');
    await user.type(screen.getByLabelText('Teljes név'), 'Marie Noire');
    await user.type(screen.getByLabelText('Fórumbeli felhasználónév'), 'mnoire');
    await user.type(screen.getByLabelText('E-mail-cím'), 'marie@example.org');
    await user.type(screen.getByLabelText('Jelszó'), 'secret');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));
    await waitFor(() => expect(postsTo(requests, '/users/register')).toHaveLength(1));
    expect(postsTo(requests, '/users/register')[0]!.body).toMatchObject({ lang: 'en' });
  });

  it('spec 1 §5: server errors with a name show translated under their field, others as a banner', async () => {
    stubApi(
      onPost(
        '/users/register',
        refusal(
          400,
          ['username', 'already used username'],
          ['forum_username', 'already used forum_username'],
          ['email', 'already used email'],
          ['password', 'Password too short'],
          ['lang', '"pt" is not one of fr, en'],
        ),
      ),
    );
    const { user, location } = renderApp('/auth?mode=signup');
    await fillSignup(user);
    await user.click(screen.getByRole('checkbox', { name: /j'accepte les conditions/i }));
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));

    expect(await screen.findByRole('alert')).toHaveTextContent('"pt" is not one of fr, en');
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveAccessibleDescription(
      "Il sert à vous connecter et ne pourra plus être modifié. Ce nom d'utilisateur est déjà utilisé.",
    );
    expect(screen.getByLabelText('Pseudo du forum')).toHaveAccessibleDescription(
      /Ce pseudo du forum est déjà utilisé\.$/,
    );
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      /Cette adresse e-mail est déjà utilisée\.$/,
    );
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Mot de passe trop court (3 caractères au minimum).',
    );
    expect(location().search).toBe('?mode=signup');

    // Editing a field clears what the server said about its old value.
    await user.type(screen.getByLabelText('Adresse e-mail'), 'x');
    expect(screen.queryByText('Cette adresse e-mail est déjà utilisée.')).not.toBeInTheDocument();
  });

  it('spec 1 §5: empty required fields are in error and nothing is sent', async () => {
    const requests = stubApi();
    const { user } = renderApp('/auth?mode=signup');
    await user.click(await screen.findByRole('checkbox', { name: /j'accepte les conditions/i }));
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(5);
    expect(postsTo(requests, '/users/register')).toEqual([]);
  });

  it('spec 1 §2.7: the password has a show/hide toggle', async () => {
    const { user } = renderApp('/auth?mode=signup', { width: 375 });
    const password = await screen.findByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('has its own page title', async () => {
    renderApp('/auth?mode=signup');
    await waitFor(() => expect(document.title).toBe('Créer un compte · Cairn'));
  });

  it("spec 1 §2.3: the home page's “Create an account” opens signup", async () => {
    stubApi();
    const { user, location } = renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Bienvenue sur Cairn' });
    await user.click(within(banner).getByRole('link', { name: 'Créer un compte' }));
    expect(await screen.findByRole('heading', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(location().search).toBe('?mode=signup');
    expect(screen.getByRole('button', { name: "S'inscrire" })).toBeInTheDocument();
  });
});

describe('verifyEmail', () => {
  it('spec 1 §2.7: says a mail with a validation link was sent, with no form', async () => {
    renderApp('/auth?mode=verifyEmail');
    expect(await screen.findByRole('heading', { name: 'Consultez votre messagerie' })).toBeInTheDocument();
    expect(screen.getByText(/lien de validation vous a été envoyé/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Consultez votre messagerie · Cairn'));
  });
});

describe('validateAccountCreation', () => {
  it('spec 1 §2.7: the mail link validates at once, signs the user in and goes home', async () => {
    const requests = stubApi(onPost('/users/validate_register_email/regemail_abc', { body: loginResponse }));
    const { location } = renderApp('/auth#validate_register_email=regemail_abc');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(postsTo(requests, '/users/validate_register_email/regemail_abc')).toHaveLength(1);
    expect(getSession()).toMatchObject({
      userName: 'mnoire',
      id: 91,
      token: 'jwt-new',
      forumUsername: 'mnoire',
    });
  });

  it('shows why a link is refused, translated, and stays', async () => {
    stubApi(
      onPost('/users/validate_register_email/regemail_old', {
        status: 400,
        body: {
          status: 'error',
          errors: [{ location: 'querystring', name: 'nonce', description: 'invalid nonce' }],
        },
      }),
    );
    const { location } = renderApp('/auth?validate_register_email=regemail_old');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Ce lien n'a pas pu être utilisé");
    expect(alert).toHaveTextContent("Ce lien n'est pas valide ou a expiré.");
    expect(screen.getByRole('heading', { name: 'Validation du compte' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth');
    expect(getSession()).toBeNull();
  });
});

describe('resetPassword', () => {
  it("spec 1 §8: sends the email, then says 'Mail has been sent' in the user's language", async () => {
    const requests = stubApi(onPost('/users/request_password_change', { body: {} }));
    const { user } = renderApp('/auth?mode=resetPassword');
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'marie@example.org');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findAllByText('Le mail a été envoyé')).not.toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Le mail a été envoyé'); // the toast
    expect(screen.queryByLabelText('Adresse e-mail')).not.toBeInTheDocument();
    expect(postsTo(requests, '/users/request_password_change').map((request) => request.body)).toEqual([
      { email: 'marie@example.org' },
    ]);
  });

  it('spec 1 §5: no user with this email shows under the field, translated', async () => {
    stubApi(onPost('/users/request_password_change', refusal(400, ['email', 'No user with this email'])));
    const { user } = renderApp('/auth?mode=resetPassword');
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Aucun utilisateur avec cette adresse e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      'Aucun utilisateur avec cette adresse e-mail.',
    );
  });

  it('an error not about the field (api.md quirk: a description array) is a banner', async () => {
    stubApi(onPost('/users/request_password_change', refusal(400, ['Error', ['Account not validated yet']])));
    const { user } = renderApp('/auth?mode=resetPassword');
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce compte n'est pas encore validé");
  });

  it('does not send an empty email', async () => {
    const requests = stubApi();
    const { user } = renderApp('/auth?mode=resetPassword');
    await user.click(await screen.findByRole('button', { name: 'Envoyer le lien' }));
    expect(screen.getByText('Ce champ est requis')).toBeInTheDocument();
    expect(postsTo(requests, '/users/request_password_change')).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Mot de passe oublié · Cairn'));
  });
});

describe('changePassword', () => {
  it('spec 1 §2.7: saves the new password, signs in as the server answers and goes to auth', async () => {
    const requests = stubApi(onPost('/users/validate_new_password/newpass_abc', { body: loginResponse }));
    const { user, location } = renderApp('/auth#change_password=newpass_abc');
    const password = await screen.findByLabelText('Nouveau mot de passe', { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.type(password, 'n3w-secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    await waitFor(() => expect(location().pathname + location().search).toBe('/auth'));
    expect(
      postsTo(requests, '/users/validate_new_password/newpass_abc').map((request) => request.body),
    ).toEqual([{ password: 'n3w-secret' }]);
    expect(getSession()).toMatchObject({ userName: 'mnoire', id: 91, token: 'jwt-new' });
    expect(
      await screen.findByText('Votre nouveau mot de passe est enregistré et votre session est ouverte.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Aller à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('shows a refused link as a banner and a short password under the field', async () => {
    let answer = refusal(400, ['password', 'Password too short']);
    stubApi((request) => (request.path === '/users/validate_new_password/newpass_abc' ? answer : undefined));
    const { user } = renderApp('/auth?change_password=newpass_abc');
    await user.type(await screen.findByLabelText('Nouveau mot de passe', { selector: 'input' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Mot de passe trop court (3 caractères au minimum).')).toBeInTheDocument();

    answer = refusal(400, ['nonce', 'unexpected purpose']);
    await user.type(screen.getByLabelText('Nouveau mot de passe', { selector: 'input' }), 'c');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien ne correspond pas à cette page.');
    expect(getSession()).toBeNull();
  });
});

describe('changeEmail', () => {
  it('spec 1 §2.7, §8: validates at once, says so in a toast and goes home', async () => {
    const requests = stubApi(onPost('/users/validate_change_email/chgemail_abc', { body: null }));
    const { location } = renderApp('/auth#validate_change_email=chgemail_abc');
    expect(
      await screen.findByText(
        'Votre compte est désormais lié à la nouvelle adresse e-mail que vous avez indiquée.',
      ),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(postsTo(requests, '/users/validate_change_email/chgemail_abc')).toHaveLength(1);
  });

  it('shows a refused link and stays', async () => {
    stubApi(onPost('/users/validate_change_email/chgemail_old', refusal(400, ['nonce', 'invalid nonce'])));
    const { location } = renderApp('/auth?validate_change_email=chgemail_old');
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce lien n'est pas valide ou a expiré.");
    expect(
      screen.getByRole('heading', { name: 'Validation de la nouvelle adresse e-mail' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/auth');
  });
});
