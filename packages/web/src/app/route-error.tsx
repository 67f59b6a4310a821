import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { apiErrorMessage } from '../lib/api-error-message.ts';
import { DangerNotice } from '../components/danger-notice.tsx';

// Loaded when a page is not found: the first page does not carry it.
const NotFoundPage = lazy(() =>
  import('../components/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * Spec 1 §2.12 / §8: a load that fails with 404 shows the not-found view, any other failure a
 * danger notice: the server's description of a refused request, 'Unexpected error, please
 * contact the developers' for a server failure, the message of any other error (a chunk that
 * fails to load included).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error)
    ? error.status
    : error instanceof ApiError
      ? error.status
      : undefined;
  if (status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );

  // Only API failures are reworded; a chunk that fails to load keeps its own message.
  const message =
    error instanceof Error && !(error instanceof ApiError) ? error.message : apiErrorMessage(error, t);
  return (
    <DangerNotice title={t('errors.title')}>
      <p>{message}</p>
      <button type="button" className="button button-quiet" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </DangerNotice>
  );
}
