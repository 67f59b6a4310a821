import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../providers.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { setSession } from '../../lib/session.ts';
import { renderApp, testSession } from '../../testing/render-app.tsx';
import { stubApi } from '../../testing/api-stub.ts';
import { HelpLink } from '../../features/help/index.ts';

const HELP_ID = 106727;

const article = (isProtected = false) => ({
  document_id: HELP_ID,
  type: 'c',
  version: 1,
  protected: isProtected,
  locales: [{ lang: 'fr', title: 'Aide', version: 1 }],
  cooked: {
    lang: 'fr',
    title: 'Aide',
    summary: '<p>Résumé de l’aide.</p>',
    description:
      '<h3 id="search">Trouver</h3>\n<p>Le champ de recherche.</p>\n<h3 id="contributing">Contribuer</h3>\n<p>Créez un compte.</p>',
  },
});

const stubArticle = (isProtected = false) =>
  stubApi((request) =>
    request.path === `/articles/${HELP_ID}` ? { body: article(isProtected) } : undefined,
  );

/** A help link of a form, alone in the app's providers. */
function renderLink(anchor?: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <HelpLink articleId={HELP_ID} anchor={anchor}>
            Aide à la rédaction
          </HelpLink>
        ),
      },
    ],
    { initialEntries: ['/routes/add/fr'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('help pop-up (spec 1 §2.2)', () => {
  it('the top bar opens the whole help article; Escape closes it', async () => {
    const requests = stubArticle();
    const { user } = renderApp('/routes');
    await user.click(await screen.findByRole('button', { name: 'Aide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aide' });
    expect(await screen.findByText('Résumé de l’aide.')).toBeInTheDocument();
    expect(screen.getByText('Le champ de recherche.')).toBeInTheDocument();
    expect(screen.getByText('Créez un compte.')).toBeInTheDocument();
    expect(requests.find((r) => r.path === `/articles/${HELP_ID}`)?.query.get('cook')).toBe('fr');
    // Anonymous: no Edit button.
    expect(screen.queryByRole('link', { name: 'Modifier' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('a form’s help link shows only the section its anchor names, with Edit for a signed-in user', async () => {
    stubArticle();
    setSession(testSession);
    const user = renderLink('contributing');
    await user.click(screen.getByRole('button', { name: 'Aide à la rédaction' }));
    expect(await screen.findByText('Créez un compte.')).toBeInTheDocument();
    expect(screen.queryByText('Le champ de recherche.')).not.toBeInTheDocument();
    expect(screen.queryByText('Résumé de l’aide.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
      'href',
      `/articles/edit/${HELP_ID}/fr`,
    );
    expect(screen.getByRole('link', { name: 'Article complet' })).toHaveAttribute(
      'href',
      `/article/${HELP_ID}#contributing`,
    );
  });

  it('no Edit button on a protected article; a click outside closes the pop-up', async () => {
    stubArticle(true);
    setSession(testSession);
    const user = renderLink();
    await user.click(screen.getByRole('button', { name: 'Aide à la rédaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aide' });
    await screen.findByText('Créez un compte.');
    expect(screen.queryByRole('link', { name: 'Modifier' })).not.toBeInTheDocument();
    await user.click(dialog.parentElement!);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
