import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../testing/api-stub.ts';
import type { Grecaptcha } from '../lib/load-recaptcha.ts';
import { SignUpForm } from './sign-up-form.tsx';

type RenderParameters = Parameters<Grecaptcha['render']>[1];

/** Google's API as the page sees it once its script has loaded. */
function stubGrecaptcha() {
  let parameters: RenderParameters | undefined;
  const api = {
    render: vi.fn((_container: HTMLElement, given: RenderParameters) => {
      parameters = given;
      return 7;
    }),
    reset: vi.fn(),
  };
  window.grecaptcha = api;
  const verify = (response: string) => act(() => parameters!.callback(response));
  return { api, verify };
}

const renderForm = (onRegistered = vi.fn()) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SignUpForm onRegistered={onRegistered} captchaSiteKey="site-key" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onRegistered };
};

async function fillAndAgree(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Nom d'utilisateur"), 'mnoire');
  await user.type(screen.getByLabelText('Nom complet'), 'Marie Noire');
  await user.type(screen.getByLabelText('Pseudo du forum'), 'mnoire');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'marie@example.org');
  await user.type(screen.getByLabelText('Mot de passe'), 'secret');
  await user.click(screen.getByRole('checkbox', { name: /j'accepte les conditions/i }));
}

afterEach(() => {
  delete window.grecaptcha;
});

describe('signup captcha (VITE_RECAPTCHA_SITE_KEY set)', () => {
  it('spec 1 §5: Register waits for the terms and the captcha; its response is sent as captcha', async () => {
    const { api, verify } = stubGrecaptcha();
    const requests = stubApi((request) =>
      request.path === '/users/register' ? { body: { id: 91, username: 'mnoire' } } : undefined,
    );
    const { user, onRegistered } = renderForm();
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    expect(api.render.mock.calls[0]![1]).toMatchObject({ sitekey: 'site-key' });
    expect(screen.getByRole('group', { name: 'Vérification anti-spam' })).toBeInTheDocument();

    await fillAndAgree(user);
    const register = screen.getByRole('button', { name: "S'inscrire" });
    expect(register).toBeDisabled();
    verify('captcha-answer');
    expect(register).toBeEnabled();
    await user.click(register);

    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(requests.find((request) => request.path === '/users/register')?.body).toMatchObject({
      username: 'mnoire',
      captcha: 'captcha-answer',
    });
  });

  it('spec 1 §5: the captcha resets after each attempt; its server error shows under it', async () => {
    const { api, verify } = stubGrecaptcha();
    stubApi((request) =>
      request.path === '/users/register'
        ? {
            status: 400,
            body: {
              status: 'error',
              errors: [{ location: 'body', name: 'captcha', description: 'Error, please retry' }],
            },
          }
        : undefined,
    );
    const { user, onRegistered } = renderForm();
    await waitFor(() => expect(api.render).toHaveBeenCalled());
    await fillAndAgree(user);
    verify('stale-answer');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));

    expect(
      await screen.findByText('La vérification anti-spam a échoué, veuillez réessayer.'),
    ).toBeInTheDocument();
    expect(api.reset).toHaveBeenCalledWith(7);
    // A new answer is needed before the next attempt.
    expect(screen.getByRole('button', { name: "S'inscrire" })).toBeDisabled();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
