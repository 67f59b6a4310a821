import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { hashToQuery } from './hash-to-query.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { stubApi } from '../../testing/api-stub.ts';

describe('hashToQuery', () => {
  it.each([
    ['', '#act=skitouring', '?act=skitouring'],
    ['?a=1', '#act=skitouring,hiking', '?a=1&act=skitouring,hiking'],
    ['', '#change_password=abc', '?change_password=abc'],
    ['', '#section-2', undefined],
    ['?a=1', '', undefined],
  ])('search %j + hash %j → %j', (search, hash, expected) => {
    expect(hashToQuery(search, hash)).toBe(expected);
  });
});

describe('hash rewrite', () => {
  it('spec 1 §2.1: /routes#act=skitouring becomes /routes?act=skitouring (replace)', async () => {
    stubApi(() => ({ body: { documents: [], total: 0 } }));
    const { router, location } = renderApp('/routes#act=skitouring');
    await waitFor(() => expect(location().search).toBe('?act=skitouring'));
    expect(location().pathname).toBe('/routes');
    expect(location().hash).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Itinéraires' })).toBeInTheDocument();
  });
});
