import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app.tsx';

async function openTool() {
  const app = renderApp('/yeti');
  await screen.findByRole('heading', { name: 'Yeti, le risque avalanche', level: 1 }, { timeout: 5000 });
  const result = () => screen.getByRole('region', { name: 'Résultat' });
  return { ...app, result };
}

describe('risk tool (yeti)', () => {
  it('spec 3 §5: asks for the danger level, the method and the slope before any result', async () => {
    const { result } = await openTool();
    expect(within(result()).getByText('Complétez les données pour voir le résultat.')).toBeInTheDocument();
    for (const message of [
      'Le niveau de danger est obligatoire',
      'La méthode est obligatoire',
      'La pente est obligatoire',
      'La hauteur de pente est obligatoire',
    ])
      expect(within(result()).getByText(message)).toBeInTheDocument();
  });

  it('MRD: the slope limit of the level, and no level above 3', async () => {
    const { user, result } = await openTool();
    await user.selectOptions(screen.getByLabelText('Niveau de danger'), '3');
    await user.type(screen.getByLabelText('Partie la plus raide de la pente (°)'), '33');
    await user.type(screen.getByLabelText('Hauteur de la pente (m)'), '200');
    await user.click(screen.getByRole('radio', { name: /Débutant \(MRD\)/ }));
    expect(within(result()).getByText('Renoncez à cette pente')).toBeInTheDocument();
    expect(within(result()).getByText('Aucune pente de plus de 30°')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Niveau de danger'), '4');
    expect(
      screen.getAllByText("Un niveau de danger supérieur à 3 n'est pas permis avec la méthode débutant MRD")
        .length,
    ).toBeGreaterThan(0);
  });

  it('keeps the slope and slope height in bounds, and asks the altitude when levels differ', async () => {
    const { user } = await openTool();
    await user.type(screen.getByLabelText('Partie la plus raide de la pente (°)'), '85');
    await user.type(screen.getByLabelText('Hauteur de la pente (m)'), '20');
    expect(screen.getByLabelText('Partie la plus raide de la pente (°)')).toHaveAccessibleDescription(
      'La pente doit être comprise entre 0 et 80 degrés',
    );
    expect(screen.getByLabelText('Hauteur de la pente (m)')).toHaveAccessibleDescription(
      'La hauteur de pente doit être comprise entre 50 et 3000 m',
    );
    await user.selectOptions(screen.getByLabelText('Niveau de danger'), '3');
    await user.click(
      screen.getByRole('checkbox', { name: 'Niveaux différents au-dessus et au-dessous d’une altitude' }),
    );
    await user.selectOptions(screen.getByLabelText("Niveau de danger au-dessous de l'altitude"), '2');
    expect(screen.getByLabelText('Altitude où le niveau change (m)')).toHaveAccessibleDescription(
      "L'altitude est obligatoire quand les niveaux de danger haut et bas diffèrent",
    );
  });

  it('MRP: factors, residual risk and its band; wet snow applies no reduction factor (spec 3 §5)', async () => {
    const { user, result } = await openTool();
    await user.selectOptions(screen.getByLabelText('Niveau de danger'), '3');
    await user.type(screen.getByLabelText('Partie la plus raide de la pente (°)'), '32');
    await user.type(screen.getByLabelText('Hauteur de la pente (m)'), '300');
    await user.click(screen.getByRole('radio', { name: /Professionnelle \(MRP\)/ }));
    await user.selectOptions(screen.getByLabelText('Orientation de la pente'), 'S');
    await user.type(screen.getByLabelText('Taille du groupe (personnes)'), '3');
    // 8 ÷ (3 × 3 × 2) = 0.44.
    expect(within(result()).getByText('8 ÷ 18 = 0.44')).toBeInTheDocument();
    expect(within(result()).getByText('Dans les limites de la méthode')).toBeInTheDocument();
    expect(within(result()).getByText('Hors de la moitié nord (ONO–N–ESE)')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Neige mouillée/ }));
    // No factor at all: the residual risk is the hazard potential, 8 ÷ 1.
    expect(within(result()).getByText('8 ÷ 1 = 8')).toBeInTheDocument();
    expect(within(result()).getByText('Renoncez à cette pente')).toBeInTheDocument();
    expect(within(result()).queryByText('Hors de la moitié nord (ONO–N–ESE)')).not.toBeInTheDocument();
    expect(
      within(result()).getByText("Neige mouillée : aucun facteur de réduction n'a été appliqué."),
    ).toBeInTheDocument();
  });

  it('spec 3 §5: warns before leaving once something changed', async () => {
    const { user, location } = await openTool();
    await user.type(screen.getByLabelText('Partie la plus raide de la pente (°)'), '30');
    await user.click(within(screen.getByRole('main')).getByRole('heading', { level: 1 }));
    const home = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/');
    await user.click(home!);
    const dialog = await screen.findByRole('dialog', { name: "Quitter l'outil de risque ?" });
    await user.click(within(dialog).getByRole('button', { name: 'Quitter' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
