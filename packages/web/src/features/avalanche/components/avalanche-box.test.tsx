import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { FIXTURES } from '../../../testing/fixtures/documents.ts';

const bulletin = {
  zone: '74',
  country: 'FR',
  name: 'Mont-Blanc',
  fullname: 'Haute-Savoie, Mont-Blanc',
  urls: ['https://bulletins.example.org/74.pdf'],
  danger: { max: 4 },
  validUntil: '2026-02-03T16:00:00.000Z',
};

function serve(route: unknown, answer: unknown) {
  const asked: string[] = [];
  stubApi(
    ({ path }) => (path === `/routes/${FIXTURES.route.document_id}` ? { body: route } : undefined),
    ({ path, query }) => {
      if (path !== '/avalanche/bulletins') return undefined;
      asked.push(query.get('route') ?? '');
      return { body: answer };
    },
  );
  return asked;
}

describe('avalanche box (spec 3 §2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the route's bulletin: zone, danger in words beside its colour, validity, links", async () => {
    const asked = serve(FIXTURES.route, { enabled: true, bulletins: [bulletin] });
    renderApp(`/routes/${FIXTURES.route.document_id}`);
    const box = await screen.findByRole('region', { name: "Bulletin d'avalanche" }, { timeout: 5000 });
    expect(asked).toEqual([String(FIXTURES.route.document_id)]);
    expect(within(box).getByText('Mont-Blanc')).toBeVisible();
    expect(within(box).getByText('Haute-Savoie, Mont-Blanc')).toBeVisible();
    expect(within(box).getByText('Risque 4 sur 5 : Fort')).toBeVisible();
    expect(box.querySelector('[data-level="4"]')).toHaveAttribute('aria-hidden', 'true');
    expect(within(box).getByText(/^Valable jusqu'au 3 février 2026/)).toBeVisible();
    expect(within(box).getByRole('link', { name: 'Bulletin (bulletins.example.org)' })).toHaveAttribute(
      'href',
      'https://bulletins.example.org/74.pdf',
    );
  });

  it('says there is no bulletin when none is valid', async () => {
    serve(FIXTURES.route, { enabled: true, bulletins: [] });
    renderApp(`/routes/${FIXTURES.route.document_id}`);
    const box = await screen.findByRole('region', { name: "Bulletin d'avalanche" }, { timeout: 5000 });
    expect(box).toHaveTextContent("Aucun bulletin d'avalanche en ce moment");
  });

  it('shows nothing when the server has no bulletin service, nor for a route without snow activity', async () => {
    const asked = serve(FIXTURES.route, { enabled: false, message: 'off', bulletins: [] });
    const { unmount } = renderApp(`/routes/${FIXTURES.route.document_id}`);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('region', { name: "Bulletin d'avalanche" })).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    const hiking = serve(
      { ...FIXTURES.route, activities: ['hiking'] },
      { enabled: true, bulletins: [bulletin] },
    );
    renderApp(`/routes/${FIXTURES.route.document_id}`);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(hiking).toEqual([]);
    expect(screen.queryByRole('region', { name: "Bulletin d'avalanche" })).toBeNull();
  });
});
