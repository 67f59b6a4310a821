import { useTranslation } from 'react-i18next';
import type { DocumentType, PermissionUser } from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import { canAddImages } from '../lib/image-rules.ts';
import { AddImagesButton, parentOf } from './add-images-button.tsx';
import styles from './form-images.module.css';

/** Issue 15 §1: the add and edit forms that offer the uploader. */
export const IMAGE_FORM_TYPES: readonly DocumentType[] = [
  'outing',
  'route',
  'waypoint',
  'article',
  'xreport',
  'book',
  'profile',
];

type Props = {
  type: DocumentType;
  lang: string;
  /** The saved document; null in an add form. */
  doc: FullDocument | null;
  user: PermissionUser;
  onSaved: (images: { document_id: number; title: string }[]) => void;
};

/**
 * The uploader's part of an edit form (issue 15 §1): "Add images" for a saved document whose
 * images the user may add; in an add form, that images come after the first save.
 */
export function FormImages({ type, lang, doc, user, onSaved }: Props) {
  const { t } = useTranslation();
  if (!IMAGE_FORM_TYPES.includes(type)) return null;
  if (doc && !(user && canAddImages(user, parentOf(type, doc)))) return null;
  return (
    <div className={styles.box} data-field="images-upload">
      <h3 className={styles.title}>{t('imageUpload.formSection')}</h3>
      {doc ? (
        <>
          <p className={styles.note}>{t('imageUpload.formHint')}</p>
          <div>
            <AddImagesButton type={type} doc={doc} user={user} lang={lang} onSaved={onSaved} />
          </div>
        </>
      ) : (
        <p className={styles.note}>{t('imageUpload.afterFirstSave')}</p>
      )}
    </div>
  );
}
