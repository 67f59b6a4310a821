import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { DangerNotice } from '../components/danger-notice.tsx';

/**
 * Spec 1 §2.12 / §8: a load that fails with 404 shows the not-found view, any other failure a
 * danger notice with its message (a chunk that fails to load included).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error)
    ? error.status
    : error instanceof ApiError
      ? error.status
      : undefined;
  if (status === 404) return <NotFoundPage />;

  const message =
    error instanceof ApiError && error.isUnreachable
      ? t('errors.network')
      : error instanceof Error
        ? error.message
        : t('errors.unexpected');
  return (
    <DangerNotice title={t('errors.title')}>
      <p>{message}</p>
      <button type="button" className="button button-quiet" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </DangerNotice>
  );
}
