import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { PermissionUser } from '@cairn/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { ApiError } from '../../../lib/api.ts';
import { trapTab, useModal } from '../../../lib/use-modal.ts';
import { useSaveImages } from '../api/images.ts';
import { useUploader } from '../hooks/use-uploader.ts';
import { defaultMetadata, imageListBody, imageTypeChoices, type ParentDocument } from '../lib/image-rules.ts';
import { canSave, isBusy } from '../lib/upload-items.ts';
import { UploadItemCard } from './upload-item-card.tsx';
import dialogStyles from '../../../components/confirm-dialog.module.css';
import styles from './image-uploader.module.css';

export type ImageUploaderProps = {
  parent: ParentDocument;
  /** The parent's title, shown under the dialog's. */
  parentTitle: string;
  /** The language the image titles are written in. */
  lang: string;
  user: NonNullable<PermissionUser>;
  onClose: () => void;
  /** The images are created (their ids, in item order). */
  onSaved?: (images: { document_id: number; title: string }[]) => void;
};

/**
 * The image uploader (spec 2 §4, §5; issue 15): choose or drop images, each uploaded at once,
 * one after the other, with its progress; set each one's title, type, categories and
 * activities; Save (only once every item is uploaded) creates the image documents linked to
 * the parent with `POST /images/list`. A failed save keeps every item for another try.
 * Modal: labelled, Tab stays inside, Escape closes — asking first while items are there.
 */
export function ImageUploader({ parent, parentTitle, lang, user, onClose, onSaved }: ImageUploaderProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  const titleId = useId();
  const hintId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useModal(backdropRef, dialogRef);
  const metadata = useMemo(() => defaultMetadata(parent), [parent]);
  const typeChoices = useMemo(() => imageTypeChoices(user, parent), [user, parent]);
  const uploader = useUploader(
    { parentType: parent.type, parentId: parent.document_id, userId: user.id },
    metadata,
  );
  const [wasRestored] = useState(() => uploader.items.length > 0);
  const [refusedFiles, setRefusedFiles] = useState(false);
  const [isDragging, setIsDragging] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const save = useSaveImages(parent.type, parent.document_id);
  const isSaving = save.isPending;
  const { items } = uploader;

  const requestClose = () => {
    if (isSaving) return;
    if (items.length > 0) setIsConfirming(true);
    else onClose();
  };
  const requestCloseRef = useRef(requestClose);
  useEffect(() => {
    requestCloseRef.current = requestClose;
  });
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isConfirming) requestCloseRef.current();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [isConfirming]);

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const { refused } = uploader.add([...list]);
    setRefusedFiles(refused > 0);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isSaving) addFiles(event.dataTransfer.files);
  };
  const handleSave = () => {
    if (!canSave(items)) return;
    save.mutate(imageListBody(items, parent, lang), {
      onSuccess: (created) => {
        uploader.forget();
        showToast(t('imageUpload.saved'), { tone: 'info' });
        onSaved?.(
          created.map((image, index) => ({
            document_id: image.document_id,
            title: items[index]?.metadata.title.trim() ?? '',
          })),
        );
        onClose();
      },
    });
  };
  const saveError = save.error;

  return createPortal(
    // Files dropped anywhere over the dialog are taken (the browser would open them otherwise).
    <div
      ref={backdropRef}
      className={dialogStyles.backdrop}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={(event) => {
        if (event.target === event.currentTarget || !event.relatedTarget) setIsDragging(false);
      }}
      onDrop={handleDrop}
    >
      <div
        ref={dialogRef}
        className={`${dialogStyles.dialog} ${styles.dialog}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={isSaving}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('imageUpload.title')}
          </h2>
          <p className={styles.subject}>{parentTitle}</p>
        </div>
        <div className={styles.dropZone} data-dragging={isDragging || undefined}>
          <input
            ref={inputRef}
            id={`${titleId}-files`}
            className="visually-hidden"
            type="file"
            accept="image/*"
            multiple
            tabIndex={-1}
            aria-label={t('imageUpload.choose')}
            aria-describedby={hintId}
            disabled={isSaving}
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = '';
            }}
          />
          <button
            type="button"
            className="button"
            onClick={() => inputRef.current?.click()}
            disabled={isSaving}
          >
            {t('imageUpload.choose')}
          </button>
          <span className={styles.muted}>{t('imageUpload.drop')}</span>
          <p id={hintId} className={styles.hint}>
            {t('imageUpload.hint')}
          </p>
        </div>
        {refusedFiles && (
          <p className={styles.notice} role="status">
            {t('imageUpload.onlyImages')}
          </p>
        )}
        {wasRestored && (
          <p className={styles.notice} role="status">
            {t('imageUpload.restored')}
          </p>
        )}
        {items.length > 0 ? (
          <ul className={styles.items} aria-label={t('imageUpload.items')}>
            {items.map((item) => (
              <UploadItemCard
                key={item.key}
                item={item}
                preview={uploader.previewOf(item.key)}
                hasFile={uploader.hasFile(item.key)}
                error={uploader.errorOf(item.key)}
                typeChoices={typeChoices}
                isSaving={isSaving}
                onRetry={() => uploader.retry(item.key)}
                onRemove={() => uploader.remove(item.key)}
                onRotate={() => uploader.rotate(item.key)}
                onEdit={(change) => uploader.edit(item.key, change)}
              />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('imageUpload.empty')}</p>
        )}
        {saveError && (
          <p className={styles.failure} role="alert">
            {t('imageUpload.saveError')}
            {saveError instanceof ApiError && saveError.status >= 400 && saveError.status < 500
              ? `\n${apiErrorMessage(saveError, t)}`
              : ''}
          </p>
        )}
        <div className={styles.buttons}>
          {items.length > 0 && !canSave(items) && (
            <span className={styles.muted}>
              {isBusy(items) ? t('imageUpload.waitUploads') : t('imageUpload.fixFailed')}
            </span>
          )}
          <button type="button" className="button button-quiet" onClick={requestClose} disabled={isSaving}>
            {t('imageUpload.close')}
          </button>
          <button
            type="button"
            className="button button-accent"
            onClick={handleSave}
            disabled={isSaving || !canSave(items)}
          >
            {isSaving ? t('imageUpload.saving') : t('imageUpload.save')}
          </button>
        </div>
      </div>
      {isConfirming && (
        <ConfirmDialog
          title={t('imageUpload.closeTitle')}
          confirmLabel={t('imageUpload.closeConfirm')}
          isPending={false}
          onConfirm={() => {
            uploader.forget();
            onClose();
          }}
          onCancel={() => setIsConfirming(false)}
        >
          <p>{t('imageUpload.closeText')}</p>
        </ConfirmDialog>
      )}
    </div>,
    window.document.body,
  );
}

export default ImageUploader;
