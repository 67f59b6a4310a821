import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { canEdit, type DocumentType, type EditedDocument, type PermissionUser } from '@cairn/domain';
import { useToast } from '../../../components/toast-provider.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { titleOf, type FullDocument } from '../../../lib/documents.ts';
import { permissionDocumentOf } from '../../../lib/permissions.ts';
import { trapTab, useModal } from '../../../lib/use-modal.ts';
import { useSaveAssociationLinks, type LinkFailure } from '../api/association-links.ts';
import {
  associationGroupKeys,
  associationLinkOperations,
  type AssociationLists,
} from '../lib/association-editor-state.ts';
import { AssociationEditor, type RenderAssociationPicker } from './association-editor.tsx';
import dialogStyles from '../../../components/confirm-dialog.module.css';
import styles from './association-editor-dialog.module.css';

type Props = {
  type: DocumentType;
  /** The document shown (GET /{type}s/{id}?cook=): its associations are the lists as loaded. */
  doc: FullDocument;
  user: PermissionUser;
  renderPicker: RenderAssociationPicker;
  onClose: () => void;
};

/**
 * The standalone association editor (spec 2 "Tool box": edit associations): the editor in a
 * modal dialog; Save writes each changed link with `POST` or `DELETE /associations` (api.md
 * §10.2), one after another, then closes — or stays open naming every refused link with the
 * server's words. What was written is read again, so trying again sends only what is left.
 */
export function AssociationEditorDialog({ type, doc, user, renderPicker, onClose }: Props) {
  const { t } = useTranslation();
  const showToast = useToast();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useModal(backdropRef, dialogRef);
  const [edited, setEdited] = useState<AssociationLists>({});
  const [failures, setFailures] = useState<LinkFailure[]>([]);
  const [isUnchanged, setIsUnchanged] = useState(false);
  const mutation = useSaveAssociationLinks(type, doc.document_id);
  const isPending = mutation.isPending;

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isPending) onClose();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [isPending, onClose]);

  const document: EditedDocument = {
    ...(doc as EditedDocument),
    associations: edited as EditedDocument['associations'],
  };
  const handleSave = () => {
    const operations = associationLinkOperations({ type, document, loaded: doc.associations });
    setIsUnchanged(operations.length === 0);
    setFailures([]);
    if (!operations.length) return;
    mutation.mutate(operations, {
      onSuccess: (refused) => {
        if (refused.length) {
          setFailures(refused);
          return;
        }
        showToast(t('associationEditor.saved'), { tone: 'info' });
        onClose();
      },
    });
  };
  const handleChange = (lists: AssociationLists) => {
    setIsUnchanged(false);
    setEdited(lists);
  };

  return createPortal(
    <div ref={backdropRef} className={dialogStyles.backdrop}>
      <div
        ref={dialogRef}
        className={`${dialogStyles.dialog} ${styles.dialog}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={isPending}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <h2 id={titleId} className={styles.title}>
          {t('associationEditor.dialogTitle')}
        </h2>
        <p className={styles.subject}>{titleOf(doc)}</p>
        <AssociationEditor
          type={type}
          document={document}
          associations={doc.associations}
          onChange={handleChange}
          user={user}
          renderPicker={renderPicker}
          mode="links"
        />
        {failures.length > 0 && (
          <ul className={styles.errors} role="alert">
            {failures.map(({ operation, error }) => (
              <li key={`${operation.op}-${operation.parent_document_id}-${operation.child_document_id}`}>
                {t(
                  operation.op === 'add' ? 'associationEditor.addFailed' : 'associationEditor.removeFailed',
                  {
                    title: titleOf(operation.other) || `#${operation.other.document_id}`,
                    message: apiErrorMessage(error, t),
                  },
                )}
              </li>
            ))}
          </ul>
        )}
        {isUnchanged && (
          <p className={styles.notice} role="status">
            {t('associationEditor.noChange')}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="button" className="button button-quiet" onClick={onClose} disabled={isPending}>
            {t('dialog.cancel')}
          </button>
          <button type="button" className="button button-accent" onClick={handleSave} disabled={isPending}>
            {t('associationEditor.save')}
          </button>
        </div>
      </div>
    </div>,
    window.document.body,
  );
}

/** Spec 3 §6: editors of the document edit its associations, never for areas (nor maps, which have none). */
export const canEditAssociations = (type: DocumentType, doc: FullDocument, user: PermissionUser): boolean =>
  associationGroupKeys(type, 'links').length > 0 && canEdit(user, permissionDocumentOf(type, doc));

/**
 * The tool box's "Edit associations" entry and its dialog; nothing for whom may not edit them.
 * `className` takes the tool box's look.
 */
export function EditAssociationsButton({
  type,
  doc,
  user,
  renderPicker,
  className,
}: Omit<Props, 'onClose'> & { className?: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  if (!canEditAssociations(type, doc, user)) return null;
  return (
    <>
      <button type="button" className={className ?? 'button button-quiet'} onClick={() => setIsOpen(true)}>
        {t('associationEditor.edit')}
      </button>
      {isOpen && (
        <AssociationEditorDialog
          type={type}
          doc={doc}
          user={user}
          renderPicker={renderPicker}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
