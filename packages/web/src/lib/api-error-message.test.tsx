import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from './api.ts';
import { apiErrorMessage } from './api-error-message.ts';
import { i18n } from './i18n.ts';
import { renderApp } from '../testing/render-app.tsx';
import { stubApi } from '../testing/api-stub.ts';

const UNEXPECTED = 'Erreur inattendue, merci de contacter les développeurs';
const entry = (description: string) => ({ location: 'body', name: 'x', description });

describe('apiErrorMessage (spec 1 §8, spec 2 §8)', () => {
  it("a refused request (4xx) reads the server's descriptions", () => {
    expect(apiErrorMessage(new ApiError(400, [entry('invalid lang'), entry('bad id')]), i18n.t)).toBe(
      'invalid lang\nbad id',
    );
    expect(apiErrorMessage(new ApiError(403, [entry('Forbidden')]), i18n.t)).toBe('Forbidden');
  });

  it("a server failure, a 4xx without description or any other error reads 'Unexpected error'", () => {
    expect(apiErrorMessage(new ApiError(500, [entry('please consult the server logs')]), i18n.t)).toBe(
      UNEXPECTED,
    );
    expect(apiErrorMessage(new ApiError(400, [entry('')]), i18n.t)).toBe(UNEXPECTED);
    expect(apiErrorMessage(new TypeError('x is undefined'), i18n.t)).toBe(UNEXPECTED);
    expect(apiErrorMessage('boom', i18n.t)).toBe(UNEXPECTED);
  });

  it('an unreachable API reads the network notice', () => {
    expect(apiErrorMessage(new ApiError(0, [entry('The server cannot be reached')]), i18n.t)).toBe(
      i18n.t('errors.network'),
    );
    expect(apiErrorMessage(new ApiError(503, [entry('Service Unavailable')]), i18n.t)).toBe(
      i18n.t('errors.network'),
    );
  });

  it('the document page shows it for a server failure, not the server text', async () => {
    stubApi(({ path }) =>
      path === '/routes/600'
        ? {
            status: 500,
            body: {
              status: 'error',
              errors: [
                {
                  location: 'body',
                  name: 'Internal Server Error',
                  description: 'please consult the server logs',
                },
              ],
            },
          }
        : undefined,
    );
    renderApp('/routes/600');
    // The query client tries a 5xx twice more (1 s, then 2 s) before giving up.
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(UNEXPECTED);
    expect(screen.queryByText(/server logs/)).not.toBeInTheDocument();
  });
});
