import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canBlock,
  canDelete,
  canDeleteLocale,
  canMerge,
  canProtect,
  documentPath,
  pluralOf,
  type DocumentType,
  type PermissionUser,
} from '@cairn/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { titleOf, type FullDocument, type Listing } from '../../../lib/documents.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { paths } from '../../../config/paths.ts';
import { useBlocked } from '../api/get-blocked.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useDeleteLocale } from '../api/delete-locale.ts';
import { useMergeDocuments } from '../api/merge-documents.ts';
import { useSetBlocked } from '../api/set-blocked.ts';
import { useSetProtected } from '../api/set-protected.ts';
import { permissionDocumentOf } from '../../../lib/permissions.ts';
import styles from './document-view.module.css';

type Props = { type: DocumentType; doc: FullDocument; user: PermissionUser };

/** What the merge entry asks of a document picker of one type. */
export type DocumentPickerProps = {
  type: DocumentType;
  label: string;
  excludedIds: readonly number[];
  onPick: (doc: Listing) => void;
};

/** The search feature's picker, composed by the route: features do not import each other. */
export type RenderDocumentPicker = (props: DocumentPickerProps) => ReactNode;

/** Spec 2 §6: moderators protect and unprotect; the document is read again afterwards. */
function ProtectToggle({ type, doc }: Omit<Props, 'user'>) {
  const { t } = useTranslation();
  const mutation = useSetProtected(type, doc.document_id);
  const isProtected = !!doc.protected;
  return (
    <ToggleTool
      isOn={isProtected}
      isBusy={mutation.isPending}
      mutate={mutation.mutate}
      label={t(isProtected ? 'documents.moderation.unprotect' : 'documents.moderation.protect')}
      done={t(isProtected ? 'documents.moderation.unprotected' : 'documents.moderation.protected')}
    />
  );
}

/**
 * A tool switching a flag (protected, blocked): the click asks for the other state, ignored while
 * a call runs (aria-disabled keeps the button focusable); a toast says what happened.
 */
function ToggleTool({
  isOn,
  isBusy,
  mutate,
  label,
  done,
}: {
  isOn: boolean;
  isBusy: boolean;
  mutate: (next: boolean, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  label: string;
  done: string;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  return (
    <button
      type="button"
      className={styles.tool}
      aria-disabled={isBusy || undefined}
      onClick={() => {
        if (isBusy) return;
        mutate(!isOn, {
          onSuccess: () => showToast(done, { tone: 'info' }),
          onError: (error) => showToast(apiErrorMessage(error, t)),
        });
      }}
    >
      {label}
    </button>
  );
}

/** Spec 2 §4, §6: deleting a document, confirmed; then the list of its type. */
function DeleteDocumentEntry({ type, doc }: Omit<Props, 'user'>) {
  const { t } = useTranslation();
  const showToast = useToast();
  const navigate = useNavigate();
  const mutation = useDeleteDocument(type, doc.document_id);
  return (
    <ConfirmedTool
      label={t('documents.moderation.deleteDocument')}
      confirmTitle={t('documents.moderation.deleteDocumentConfirm')}
      mutation={mutation}
      onConfirm={() =>
        mutation.mutate(undefined, {
          onSuccess: () => {
            showToast(t('documents.moderation.documentDeleted'), { tone: 'info' });
            void navigate(paths.documentList.href(type));
          },
        })
      }
    />
  );
}

/** Spec 2 §5: deleting the language shown, when another remains; then the document page. */
function DeleteLocaleEntry({ type, doc, lang }: Omit<Props, 'user'> & { lang: string }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const navigate = useNavigate();
  const mutation = useDeleteLocale(type, doc.document_id);
  const language = LANGUAGE_NAMES[lang as keyof typeof LANGUAGE_NAMES] ?? lang;
  return (
    <ConfirmedTool
      label={t('documents.moderation.deleteLocale', { language })}
      confirmTitle={t('documents.moderation.deleteLocaleConfirm', { language })}
      mutation={mutation}
      onConfirm={(close) =>
        mutation.mutate(lang, {
          onSuccess: () => {
            close();
            showToast(t('documents.moderation.localeDeleted'), { tone: 'info' });
            void navigate(documentPath(pluralOf(type), doc.document_id));
          },
        })
      }
    />
  );
}

/**
 * A tool for an irreversible action: the button opens a confirmation, which shows the call's
 * progress and error; cancelling forgets a failed attempt.
 */
function ConfirmedTool({
  label,
  confirmTitle,
  mutation,
  onConfirm,
}: {
  label: string;
  confirmTitle: string;
  mutation: { isPending: boolean; isError: boolean; error: Error | null; reset: () => void };
  /** Runs the call; `close` shuts the confirmation (for a page that stays). */
  onConfirm: (close: () => void) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.tool} onClick={() => setIsOpen(true)}>
        {label}
      </button>
      {isOpen && (
        <ConfirmDialog
          title={confirmTitle}
          isIrreversible
          isPending={mutation.isPending}
          error={mutation.isError ? apiErrorMessage(mutation.error, t) : undefined}
          onConfirm={() => onConfirm(() => setIsOpen(false))}
          onCancel={() => {
            setIsOpen(false);
            mutation.reset();
          }}
        />
      )}
    </>
  );
}

/** Spec 2 §6: moderators block and unblock accounts, from the profile page. */
function BlockToggle({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data, isError } = useBlocked(userId);
  const mutation = useSetBlocked(userId);
  if (isError) return null;
  const isBlocked = data?.blocked ?? false;
  return (
    <ToggleTool
      isOn={isBlocked}
      isBusy={!data || mutation.isPending}
      mutate={mutation.mutate}
      label={t(isBlocked ? 'documents.moderation.unblock' : 'documents.moderation.block')}
      done={t(isBlocked ? 'documents.moderation.unblocked' : 'documents.moderation.blocked')}
    />
  );
}

/** Spec 2 §4, §5: merging into a document of the same type, picked then confirmed; then the target. */
function MergeEntry({
  type,
  doc,
  renderPicker,
}: Omit<Props, 'user'> & { renderPicker: RenderDocumentPicker }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [target, setTarget] = useState<Listing | null>(null);
  const [isTargetMissing, setIsTargetMissing] = useState(false);
  const mutation = useMergeDocuments(type, doc.document_id);
  const close = () => {
    setIsOpen(false);
    setTarget(null);
    setIsTargetMissing(false);
    mutation.reset();
  };
  const handleConfirm = () => {
    if (!target) {
      setIsTargetMissing(true);
      return;
    }
    mutation.mutate(target.document_id, {
      onSuccess: () => {
        showToast(t('documents.moderation.merged'), { tone: 'info' });
        void navigate(documentPath(pluralOf(type), target.document_id, undefined, titleOf(target)));
      },
    });
  };
  return (
    <>
      <button type="button" className={styles.tool} onClick={() => setIsOpen(true)}>
        {t('documents.moderation.merge')}
      </button>
      {isOpen && (
        <ConfirmDialog
          title={t('documents.moderation.mergeTitle')}
          isPending={mutation.isPending}
          error={
            mutation.isError
              ? apiErrorMessage(mutation.error, t)
              : isTargetMissing && !target
                ? t('documents.moderation.mergeNoTarget')
                : undefined
          }
          onConfirm={handleConfirm}
          onCancel={close}
        >
          {renderPicker({
            type,
            label: t('documents.moderation.mergeTarget'),
            excludedIds: [doc.document_id],
            onPick: setTarget,
          })}
          {target && (
            <p>
              {t('documents.moderation.mergeInto', { title: titleOf(target) })}
              <br />
              <strong>{t('documents.moderation.mergeConfirm')}</strong>
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * Spec 2 "Tool box", §4–§6: the moderation and deletion entries, each shown only to whom the
 * domain's predicates allow it.
 */
export function ModerationTools({
  type,
  doc,
  user,
  renderPicker,
}: Props & { renderPicker: RenderDocumentPicker }) {
  // The document answer carries no creation time: the entries show as for a new document and
  // the server applies the 24-hour rule (spec 2 §9), its refusal shown in the dialog.
  const permissionDoc = {
    ...permissionDocumentOf(type, doc),
    created_at: (doc.created_at as string | undefined) ?? new Date(),
    available_langs: doc.available_langs,
  };
  const now = new Date();
  const lang = doc.cooked?.lang;
  const entries = [
    canProtect(user) && <ProtectToggle key="protect" type={type} doc={doc} />,
    type === 'profile' && canBlock(user) && <BlockToggle key="block" userId={doc.document_id} />,
    canMerge(user, { type }) && <MergeEntry key="merge" type={type} doc={doc} renderPicker={renderPicker} />,
    lang && canDeleteLocale(user, permissionDoc, now) && (
      <DeleteLocaleEntry key="deleteLocale" type={type} doc={doc} lang={lang} />
    ),
    canDelete(user, permissionDoc, now) && <DeleteDocumentEntry key="delete" type={type} doc={doc} />,
  ].filter(Boolean);
  return entries.map((entry, index) => <li key={index}>{entry}</li>);
}
