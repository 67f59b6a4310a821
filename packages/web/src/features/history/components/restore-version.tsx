import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useRevertVersion } from '../api/revert-version.ts';
import type { VersionRef } from '../api/mask-version.ts';

/**
 * Spec 2 §6: moderators see a restore button on archived versions (POST /documents/revert);
 * after confirming, the document page shows the restored text.
 */
export function RestoreVersion({ type, versionRef }: { type: DocumentType; versionRef: VersionRef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revert = useRevertVersion();
  const [isOpen, setIsOpen] = useState(false);
  // Spec 1 §8 confirm dialog: the server's first description, else 'Unexpected error'.
  const error = revert.error
    ? revert.error instanceof ApiError && !revert.error.isUnreachable && revert.error.errors[0]?.description
      ? revert.error.errors[0].description
      : t('history.unexpectedError')
    : undefined;
  const handleConfirm = () =>
    revert.mutate(versionRef, {
      onSuccess: () => void navigate(paths.documentView.href(type, versionRef.document_id, versionRef.lang)),
    });
  const handleCancel = () => {
    setIsOpen(false);
    revert.reset();
  };
  return (
    <>
      <button type="button" className="button button-accent" onClick={() => setIsOpen(true)}>
        {t('history.restore')}
      </button>
      {isOpen && (
        <ConfirmDialog
          title={t('history.restoreTitle', { id: versionRef.version_id })}
          isIrreversible
          isPending={revert.isPending}
          error={error}
          onConfirm={handleConfirm}
          onCancel={handleCancel}
        >
          <p>{t('history.restoreText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
