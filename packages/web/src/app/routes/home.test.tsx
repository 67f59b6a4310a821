import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, testSession } from '../../testing/render-app.tsx';

describe('home', () => {
  it('spec 1 §2.3: the welcome banner is open for anonymous visitors', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Bienvenue sur Cairn' });
    expect(screen.getByRole('button', { name: 'Masquer le message de bienvenue' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/topoguide collaboratif des sports de montagne/)).toBeVisible();
  });

  it('spec 1 §2.3: it is closed by default for signed-in users', async () => {
    renderApp('/home', { session: testSession });
    await screen.findByRole('heading', { name: 'Bienvenue sur Cairn' });
    expect(screen.getByRole('button', { name: 'Afficher le message de bienvenue' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('spec 1 §2.3: banner visibility and feed mode are remembered', async () => {
    const first = renderApp('/');
    await first.user.click(await screen.findByRole('button', { name: 'Masquer le message de bienvenue' }));
    await first.user.click(screen.getByRole('button', { name: "Fil d'activité" }));
    expect(screen.getByRole('button', { name: "Fil d'activité" })).toHaveAttribute('aria-pressed', 'true');
    first.unmount();

    renderApp('/');
    expect(
      await screen.findByRole('button', { name: 'Afficher le message de bienvenue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Fil d'activité" })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Tableau de bord' })).toHaveAttribute('aria-pressed', 'false');
  });
});
