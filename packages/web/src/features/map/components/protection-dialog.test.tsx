import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProtectionDialog } from './protection-dialog.tsx';

const area = {
  id: '12',
  title: 'Falaise du Gypaète',
  description: '<p>Site de <b>nidification</b></p><script>alert(1)</script>',
  period: [false, true, true, false, false, false, false, false, false, false, false, false],
  infoUrl: 'https://biodiv.example/info/12',
  kmlUrl: 'https://biodiv.example/12.kml',
  geometry: { type: 'Point', coordinates: [6, 45] },
};

describe('ProtectionDialog', () => {
  it('shows a sensitive area: title, text without markup, its months among 12, both links', async () => {
    const onClose = vi.fn();
    render(<ProtectionDialog info={{ kind: 'sensitive', area }} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Falaise du Gypaète' });
    expect(within(dialog).getByText('Site de nidification')).toBeVisible();
    expect(dialog.querySelector('b, script')).toBeNull();
    const months = within(dialog).getByTestId('protection-months').querySelectorAll('li');
    expect(months).toHaveLength(12);
    expect(
      [...months].filter((month) => month.className.includes('active')).map((m) => m.textContent),
    ).toEqual(['février', 'mars']);
    expect(within(dialog).getByText('Zone sensible en : février, mars')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: "Plus d'informations" })).toHaveAttribute(
      'href',
      area.infoUrl,
    );
    expect(within(dialog).getByRole('link', { name: 'Télécharger le KML' })).toHaveAttribute(
      'href',
      area.kmlUrl,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the Swiss zones: label, kind, protection time as dates, rules and extra information', () => {
    render(
      <ProtectionDialog
        info={{
          kind: 'swiss',
          zones: [
            {
              id: '301',
              layer: 'ch.bafu.wrz-wildruhezonen_portal',
              label: 'Wildruhezone Piz Test',
              protectionTime: '20.12.-30.04.',
              rules: 'Rester sur les chemins',
              status: 'Juridiquement contraignant',
              extraInfo: 'https://geo.example/wrz/301',
            },
          ],
        }}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Zones protégées suisses' });
    expect(within(dialog).getByRole('heading', { name: 'Wildruhezone Piz Test' })).toBeVisible();
    expect(within(dialog).getByText('Zone de tranquillité pour la faune')).toBeVisible();
    expect(within(dialog).getByText('du 20 décembre au 30 avril')).toBeVisible();
    expect(within(dialog).getByText('Rester sur les chemins')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'https://geo.example/wrz/301' })).toBeVisible();
  });
});
