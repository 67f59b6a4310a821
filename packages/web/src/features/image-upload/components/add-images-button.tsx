import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType, PermissionUser } from '@cairn/domain';
import { titleOf, type FullDocument } from '../../../lib/documents.ts';
import { permissionDocumentOf } from '../../../lib/permissions.ts';
import { canAddImages, type ParentDocument } from '../lib/image-rules.ts';
import { LazyImageUploader, preloadImageUploader } from './lazy-image-uploader.tsx';

/** Association lists by key; paged ones (`recent_outings`, `all_routes`) by their documents. */
function listsOf(associations: unknown): NonNullable<ParentDocument['associations']> {
  const lists: Record<string, { document_id: number }[]> = {};
  for (const [key, value] of Object.entries((associations ?? {}) as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : (value as { documents?: unknown } | null)?.documents;
    if (Array.isArray(list)) lists[key] = list as { document_id: number }[];
  }
  return lists;
}

/** The document as the uploader's rules see it: its rights, associations and activities. */
export function parentOf(type: DocumentType, doc: FullDocument): ParentDocument {
  return {
    ...permissionDocumentOf(type, doc),
    document_id: doc.document_id,
    waypoint_type: (doc.waypoint_type as string | null | undefined) ?? null,
    associations: listsOf(doc.associations),
    activities: Array.isArray(doc.activities) ? (doc.activities as string[]) : null,
  };
}

type Props = {
  type: DocumentType;
  doc: FullDocument;
  user: PermissionUser;
  /** The language the image titles are written in (the page's). */
  lang: string;
  /** The tool box's look; a plain button by default. */
  className?: string;
  onSaved?: (images: { document_id: number; title: string }[]) => void;
};

/**
 * "Add images" (spec 2 "Tool box"; issue 15 §1) and its dialog, for whom the permission rules
 * let add images to the document; nothing otherwise.
 */
export function AddImagesButton({ type, doc, user, lang, className, onSaved }: Props) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const parent = parentOf(type, doc);
  if (!user || !canAddImages(user, parent)) return null;
  return (
    <>
      <button
        type="button"
        className={className ?? 'button'}
        onClick={() => setIsOpen(true)}
        onPointerEnter={preloadImageUploader}
        onFocus={preloadImageUploader}
      >
        {t('imageUpload.addImages')}
      </button>
      {isOpen && (
        <LazyImageUploader
          parent={parent}
          parentTitle={titleOf(doc) || `#${doc.document_id}`}
          lang={lang}
          user={user}
          onClose={() => setIsOpen(false)}
          onSaved={onSaved}
        />
      )}
    </>
  );
}
