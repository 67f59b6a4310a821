import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';

const doc = (type: string, id: number, title: string, extra: Record<string, unknown> = {}) => ({
  document_id: id,
  type,
  quality: 'medium',
  locales: [{ lang: 'fr', title }],
  ...extra,
});

const answers: Record<string, unknown[]> = {
  '/images': [doc('i', 1, 'Lever de soleil'), doc('i', 2, 'Arête')],
  '/outings': [
    doc('o', 10, 'Sortie du 2 mai', { date_end: '2024-05-02', activities: ['hiking'] }),
    doc('o', 11, 'Sortie vide', { date_end: '2024-05-02', quality: 'empty' }),
    doc('o', 12, 'Sortie du 1er mai', { date_end: '2024-05-01', condition_rating: 'good' }),
  ],
  '/routes': [
    doc('r', 20, 'Arête des Cosmiques', {
      locales: [{ lang: 'fr', title: 'Arête des Cosmiques', title_prefix: 'Aiguille du Midi' }],
    }),
  ],
  '/articles': [doc('c', 30, 'Bien choisir sa corde')],
};

function dashboardApi() {
  return stubApi((request: StubRequest) => {
    const documents = answers[request.path];
    return documents ? { body: { documents, total: documents.length } } : undefined;
  });
}

describe('dashboard', () => {
  it('spec 1 §9: 10 images, 40 outings, 5 routes, 5 articles, all of quality draft to great', async () => {
    const requests = dashboardApi();
    renderApp('/');
    await screen.findByRole('link', { name: 'Sortie du 2 mai' }, { timeout: 5000 });
    const query = (path: string) => requests.find((r) => r.path === path)?.query;
    expect(query('/images')?.get('limit')).toBe('10');
    expect(query('/outings')?.get('limit')).toBe('40');
    expect(query('/routes')?.get('limit')).toBe('5');
    expect(query('/articles')?.get('limit')).toBe('5');
    for (const path of ['/images', '/outings', '/routes', '/articles'])
      expect(query(path)?.get('qa'), path).toBe('draft,great');
  });

  it('spec 1 §2.3: outings are grouped by end date and those of quality empty hidden', async () => {
    dashboardApi();
    renderApp('/');
    const outings = await screen.findByRole('region', { name: 'Dernières sorties' }, { timeout: 5000 });
    await within(outings).findByRole('link', { name: 'Sortie du 2 mai' });
    const days = within(outings).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual(['2 mai 2024', '1 mai 2024']);
    expect(within(outings).queryByText('Sortie vide')).not.toBeInTheDocument();
    expect(within(outings).getByRole('link', { name: 'Toutes les sorties' })).toHaveAttribute(
      'href',
      '/outings?qa=draft,great&offset=0&limit=100&bbox=-20037508,-20037508,20037508,20037508',
    );
  });

  it('spec 1 §2.3: images, routes, articles and the useful links', async () => {
    dashboardApi();
    renderApp('/');
    const images = await screen.findByRole('region', { name: 'Dernières images' }, { timeout: 5000 });
    await waitFor(() => expect(within(images).getAllByRole('img')).toHaveLength(2));
    expect(
      await screen.findByRole('link', { name: 'Aiguille du Midi : Arête des Cosmiques' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bien choisir sa corde' })).toBeInTheDocument();
    const links = screen.getByRole('region', { name: 'Liens utiles' });
    for (const [name, href] of [
      ["Serac, la base de données d'incidents", '/serac'],
      ['Yeti, le risque avalanche', '/yeti'],
      ['Bibliothèque des articles', '/articles'],
      ['Bibliothèque des livres', '/books'],
      ['Le forum', '/forum'],
    ])
      expect(within(links).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(links).getByRole('link', { name: 'Faire un don' })).toHaveAttribute('target', '_blank');
  });
});
