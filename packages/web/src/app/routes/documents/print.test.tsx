import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { FIXTURES } from '../../../testing/fixtures/documents.ts';
import type { Listing } from '../../../lib/documents.ts';
import { listingFixture } from '../../../testing/fixtures/factory.ts';

const slow = { timeout: 10_000 };
const listing = (id: number, title: string): Listing =>
  listingFixture({
    document_id: id,
    type: 'r',
    locales: [{ lang: 'fr', title }],
  });
const listed = [listing(600, 'Couloir nord'), listing(601, 'Arête est'), listing(602, 'Face sud')];
const cookedRoute = (id: number, title: string) => ({
  ...FIXTURES.route,
  document_id: id,
  locales: [{ lang: 'fr', version: 1, title }],
  cooked: { ...FIXTURES.route.cooked!, title },
});

/** The list and the cooked documents; the last one waits until `release` is called. */
function serve() {
  const requests = stubApi(({ path }) => {
    if (path === '/routes') return { body: { documents: listed, total: 42 } };
    const item = listed.find((doc) => path === `/routes/${doc.document_id}`);
    return item ? { body: cookedRoute(item.document_id, String(item.locales![0]!.title)) } : undefined;
  });
  const answer = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/routes/602')) await gate;
    return answer(input, init);
  });
  return { requests, release };
}

describe('print view (spec 1 §2.6)', () => {
  it('fetches one cooked document per listed item with the list query, and prints only once all are loaded', async () => {
    const { requests, release } = serve();
    renderApp('/routes/print?act=skitouring&offset=30');
    expect(await screen.findByText('2 / 3 documents chargés', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeDisabled();

    const list = requests.find((r) => r.path === '/routes')!;
    expect(list.query.get('act')).toBe('skitouring');
    expect(list.query.get('offset')).toBe('30');

    await act(async () => release());
    expect(await screen.findByText('3 / 3 documents chargés')).toBeInTheDocument();
    expect(
      requests.filter((r) => /^\/routes\/\d+$/.test(r.path)).map((r) => [r.path, r.query.get('cook')]),
    ).toEqual([
      ['/routes/600', 'fr'],
      ['/routes/601', 'fr'],
      ['/routes/602', 'fr'],
    ]);
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: /Face sud/ })).toBeInTheDocument();
  });

  it('has no menus, is not indexed, shows the summary and hides images by default', async () => {
    serve().release();
    renderApp('/routes/print');
    await screen.findByText('3 / 3 documents chargés', undefined, slow);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.queryByRole('navigation', { name: /menu/i })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sommaire' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Images' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saut de page entre les documents' })).not.toBeChecked();
    const summary = screen.getByRole('navigation', { name: 'Sommaire' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#print-600', '#print-601', '#print-602']);
    expect(screen.queryByRole('heading', { name: /Images/ })).not.toBeInTheDocument();
  });

  it('summary links scroll to the document with a 50 px offset; the toggles show images and hide the summary', async () => {
    serve().release();
    const { user } = renderApp('/routes/print');
    await screen.findByText('3 / 3 documents chargés', undefined, slow);
    const target = document.getElementById('print-601')!;
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 800 } as DOMRect);
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Arête est' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 750 });

    await user.click(screen.getByRole('checkbox', { name: 'Images' }));
    expect(screen.getAllByRole('heading', { name: /Images/ }).length).toBe(3);
    await user.click(screen.getByRole('checkbox', { name: 'Sommaire' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Sommaire' })).not.toBeInTheDocument(),
    );
  });
});
