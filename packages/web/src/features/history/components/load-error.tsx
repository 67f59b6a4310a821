import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { ApiError } from '../../../lib/api.ts';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';

/** Spec 1 §8: a 404 shows the not-found view; another failure a danger notice with the message. */
export function LoadError({ error }: { error: Error }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  return (
    <DangerNotice title={t('errors.title')}>
      <p>{apiErrorMessage(error, t)}</p>
    </DangerNotice>
  );
}
