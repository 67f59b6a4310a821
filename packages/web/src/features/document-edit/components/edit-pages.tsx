import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  canCreate,
  canEdit,
  FROZEN_LANGS,
  LETTER_TYPES,
  type DocumentLetter,
  type DocumentType,
  type PermissionUser,
} from '@cairn/domain';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import {
  isFullDocument,
  isRedirect,
  titleOf,
  type FullDocument,
  type Listing,
} from '../../../lib/documents.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { permissionDocumentOf, permissionUserOf } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/use-session.ts';
import { paths } from '../../../config/paths.ts';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import {
  editedDocumentQuery,
  getEditedDocument,
  getReferenceDocument,
  useSaveDocument,
} from '../api/save-document.ts';
import {
  bodyOf,
  editedDocumentOf,
  withAddedImages,
  type AddedImage,
  isTranslation,
  newDocument,
  type FormDocument,
  type Prefill,
} from '../lib/form-document.ts';
import {
  DocumentForm,
  type DocumentFormProps,
  type ReferenceLocale,
  type SaveOutcome,
} from './document-form.tsx';
import { associationSideEffects } from '../lib/association-side-effects.ts';
import { FormAssociations } from './form-associations.tsx';
import type { RenderAssociationPicker } from './association-editor.tsx';
import type { LoadedAssociations } from '../lib/association-editor-state.ts';
import { getActivity, outingPrefillOf, TRACKER_ACTIVITY_PARAM } from '../../trackers/index.ts';
import styles from './document-form.module.css';

/** The conflict screen (and the line diff it shows), loaded only when a save meets a 409. */
const ConflictResolver = lazy(() =>
  import('./conflict-resolver.tsx').then((module) => ({ default: module.ConflictResolver })),
);

/** What the route gives the forms: other features' pieces (features do not import each other). */
export type FormSlots = Pick<DocumentFormProps, 'editorExtras'> & {
  /** The search feature's picker, for the association editor. */
  renderPicker?: RenderAssociationPicker;
  /**
   * The image uploader's entry (issue 15 §1), shown under the associations: `doc` is the saved
   * document, null in an add form (images come after the first save).
   */
  renderAddImages?: (props: {
    type: DocumentType;
    lang: string;
    doc: FullDocument | null;
    onSaved: (images: AddedImage[]) => void;
  }) => ReactNode;
};

/** The association editor inside a form, when the route gave the search feature's picker. */
function associationsSlot(
  type: DocumentType,
  lang: string,
  loaded: LoadedAssociations,
  user: PermissionUser,
  slots: FormSlots,
  saved: FullDocument | null,
): DocumentFormProps['renderAssociations'] {
  const { renderPicker, renderAddImages } = slots;
  if (!renderPicker) return undefined;
  return function AssociationsSlot({ document, onChange }) {
    return (
      <>
        <FormAssociations
          type={type}
          lang={lang}
          document={document}
          loaded={loaded}
          user={user}
          renderPicker={renderPicker}
          onChange={onChange}
        />
        {renderAddImages?.({
          type,
          lang,
          doc: saved,
          onSaved: (images) => {
            if (document.associations.images) onChange((doc) => withAddedImages(doc, images, lang));
          },
        })}
      </>
    );
  };
}

function Forbidden({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back?: { href: string; label: string };
}) {
  return (
    <div className={styles.forbidden} role="alert">
      <h1 className={styles.pageTitle}>{title}</h1>
      <p>{text}</p>
      {back && <Link to={back.href}>{back.label}</Link>}
    </div>
  );
}

/** Spec 2 §2: `/{type}s/edit/{id}/{lang}` — edit a locale of a document, or translate it into `lang`. */
export function EditPage({
  type,
  id,
  lang,
  referenceLang,
  slots,
}: {
  type: DocumentType;
  id: number;
  lang: string;
  /** The language shown beside a translation (`?from=`); the document's first otherwise. */
  referenceLang?: string | null;
  slots: FormSlots;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const user = permissionUserOf(session);
  const query = useQuery(editedDocumentQuery(type, id, lang));
  const loaded = query.data && isFullDocument(query.data) ? query.data : undefined;
  const translating = !!loaded && isTranslation(loaded, lang);
  const refLang = translating
    ? ((referenceLang && loaded.available_langs?.includes(referenceLang)
        ? referenceLang
        : loaded.available_langs?.[0]) ?? null)
    : null;
  const reference = useQuery({
    queryKey: ['document-edit-reference', type, id, refLang],
    queryFn: ({ signal }) => getReferenceDocument(type, id, refLang ?? '', signal),
    enabled: !!refLang,
    staleTime: 60_000,
  });
  const save = useSaveDocument(type, id);
  // Conflict: the version the form is based on moves on to the newer one once resolved.
  const [conflict, setConflict] = useState<{ mine: FormDocument; theirs: FullDocument } | null>(null);
  const [base, setBase] = useState<FormDocument | null>(null);
  // A resolved conflict opens the form again on the merged document.
  const [resolved, setResolved] = useState<{ document: FormDocument; count: number } | null>(null);

  if (query.isPending) return <LoadingNotice />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.error) return <DangerNotice>{apiErrorMessage(query.error, t)}</DangerNotice>;
  if (query.data && isRedirect(query.data))
    return <Navigate replace to={paths.documentEdit.href(type, query.data.redirects_to, lang)} />;
  if (!loaded) return <NotFoundPage />;

  const title = titleOf(loaded) || `#${id}`;
  const viewHref = paths.documentView.href(type, id, lang);
  const back = { href: paths.documentView.href(type, id), label: t('documentEdit.backToDocument') };
  // Spec 2 §6: the rules of the domain decide; protected documents only for moderators.
  if (!canEdit(user, permissionDocumentOf(type, loaded))) {
    const text = loaded.protected ? t('documentEdit.protectedText') : t('documentEdit.forbiddenText');
    return <Forbidden title={t('documentEdit.forbiddenTitle')} text={text} back={back} />;
  }
  if (!user?.moderator && FROZEN_LANGS.includes(lang))
    return (
      <Forbidden title={t('documentEdit.forbiddenTitle')} text={t('documentEdit.frozenLang')} back={back} />
    );

  const initial = editedDocumentOf(type, loaded, lang);
  const baseDoc = base ?? initial;
  const refDoc = reference.data && isFullDocument(reference.data) ? reference.data : undefined;
  const referenceLocale: ReferenceLocale | null =
    refDoc && refLang
      ? {
          lang: refLang,
          langName: LANGUAGE_NAMES[refLang as keyof typeof LANGUAGE_NAMES] ?? refLang,
          fields: (refDoc.locales?.[0] ?? {}) as Record<string, unknown>,
        }
      : null;

  const onSave = async (document: FormDocument, message: string): Promise<SaveOutcome> => {
    try {
      const body = bodyOf(document);
      // fields.md §2: only moderators change an area's polygon; others leave it out.
      if (type === 'area' && !user?.moderator) delete body.geometry;
      const savedId = await save.mutateAsync({ document: body, message });
      return { ok: true, id: savedId };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Issue 12 §7: never a silent overwrite — read the newer version and show both sides.
        try {
          const theirs = await getEditedDocument(type, id, lang);
          if (isFullDocument(theirs)) setConflict({ mine: document, theirs });
        } catch {
          // The banner says the save failed; the draft keeps the text.
        }
      }
      return { ok: false, error };
    }
  };

  const conflictView = conflict ? (
    <Suspense fallback={<LoadingNotice />}>
      <ConflictResolver
        type={type}
        lang={lang}
        base={baseDoc}
        mine={conflict.mine}
        theirs={editedDocumentOf(type, conflict.theirs, lang)}
        onResolved={(merged) => {
          setBase(editedDocumentOf(type, conflict.theirs, lang));
          setResolved((current) => ({ document: merged as FormDocument, count: (current?.count ?? 0) + 1 }));
          setConflict(null);
        }}
        onCancel={() => setConflict(null)}
      />
    </Suspense>
  ) : null;

  const renderAssociations = associationsSlot(type, lang, loaded.associations, user, slots, loaded);

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>
        {translating
          ? t('documentEdit.translateTitle', {
              title,
              lang: LANGUAGE_NAMES[lang as keyof typeof LANGUAGE_NAMES] ?? lang,
            })
          : t('documentEdit.editTitle', { title })}
      </h1>
      {loaded.protected ? <p className={styles.warning}>{t('documentEdit.protectedModerator')}</p> : null}
      <DocumentForm
        key={`${type}-${id}-${lang}-${resolved?.count ?? 0}`}
        type={type}
        lang={lang}
        initial={resolved?.document ?? initial}
        initialDirty={!!resolved}
        draftAddress={{ type, id, lang }}
        baseVersion={typeof loaded.version === 'number' ? loaded.version : null}
        isModerator={!!user?.moderator}
        isCreation={false}
        reference={referenceLocale}
        onSave={onSave}
        onSaved={() => navigate(viewHref)}
        onCancel={() => navigate(viewHref)}
        renderAssociations={renderAssociations}
        editorExtras={{ ...slots.editorExtras, images: imagesOf(loaded) }}
        banner={conflictView}
      />
    </div>
  );
}

/** The document's images, for the markdown editor's image tool. */
function imagesOf(doc: FullDocument): { document_id: number; title: string }[] {
  const images = (doc.associations as { images?: unknown } | undefined)?.images;
  if (!Array.isArray(images)) return [];
  return (images as Listing[]).map((image) => ({
    document_id: image.document_id,
    title: titleOf(image) || `#${image.document_id}`,
  }));
}

/**
 * The add address's query (issue 12 §6): ids of documents to associate by their type's
 * letter (`?r=123`, `?w=45,46`, `?o=…&x=…`), and `act` for the first activities. The signed-in
 * user is always a participant of a new outing.
 */
export function prefillIdsOf(search: URLSearchParams): { type: DocumentType; id: number }[] {
  const out: { type: DocumentType; id: number }[] = [];
  for (const [letter, type] of Object.entries(LETTER_TYPES) as [DocumentLetter, DocumentType][]) {
    for (const value of search.getAll(letter).flatMap((v) => v.split(','))) {
      const id = Number(value);
      if (Number.isInteger(id) && id > 0 && !out.some((p) => p.id === id)) out.push({ type, id });
    }
  }
  return out;
}

/** Spec 2 §2: `/{type}s/add/{lang}` with its optional query. */
export function AddPage({
  type,
  lang,
  search,
  slots,
  buildPrefill,
}: {
  type: DocumentType;
  lang: string;
  search: URLSearchParams;
  slots: FormSlots;
  /** The associations and fields the query's documents give (loaded by the route). */
  buildPrefill: (documents: FullDocument[]) => Prefill;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const user = permissionUserOf(session);
  const ids = prefillIdsOf(search);
  // Issue 19: `?tracker=ID` starts an outing from one of the user's tracker activities.
  const trackerId = type === 'outing' ? Number(search.get(TRACKER_ACTIVITY_PARAM)) : NaN;
  const prefillQuery = useQuery({
    queryKey: ['document-add-prefill', type, lang, ids, trackerId],
    queryFn: async ({ signal }) => {
      const [answers, activity] = await Promise.all([
        Promise.all(
          ids.map(({ type: t2, id }) => getReferenceDocument(t2, id, lang, signal).catch(() => null)),
        ),
        Number.isInteger(trackerId) && trackerId > 0
          ? getActivity(trackerId, signal).catch(() => null)
          : null,
      ]);
      return {
        documents: answers.filter((a): a is FullDocument => !!a && isFullDocument(a)),
        activity,
      };
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const save = useSaveDocument(type, undefined);

  if (!canCreate(user, type))
    return (
      <Forbidden
        title={t('documentEdit.forbiddenTitle')}
        text={t('documentEdit.cannotCreate', { type: t(`types.${type}`) })}
        back={{ href: paths.documentList.href(type), label: t('documentEdit.backToList') }}
      />
    );
  if (prefillQuery.isPending) return <LoadingNotice />;

  const documents = prefillQuery.data?.documents ?? [];
  const fromTracker =
    prefillQuery.data?.activity &&
    outingPrefillOf(prefillQuery.data.activity, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const activities =
    search.get('act')?.split(',').filter(Boolean) ?? (fromTracker ? fromTracker.activities : undefined);
  const prefill = buildPrefill(documents);
  // The documents it starts from fill what they would fill once associated (spec 3 §4).
  const associated = documents.reduce(
    (doc, source) => associationSideEffects(type, doc, source).document as FormDocument,
    newDocument(type, lang, { ...prefill, activities: activities ?? prefill.activities }),
  );
  // A tracker activity's track, dates and figures win over what associated routes gave.
  const initial: FormDocument = fromTracker
    ? {
        ...associated,
        ...fromTracker.fields,
        geometry: fromTracker.geometry,
        locales: associated.locales.map((l, i) => (i === 0 ? { ...l, title: fromTracker.title } : l)),
      }
    : associated;

  const renderAssociations = associationsSlot(type, lang, {}, user, slots, null);

  const onSave = async (document: FormDocument): Promise<SaveOutcome> => {
    try {
      const savedId = await save.mutateAsync({ document: bodyOf(document), message: '' });
      return { ok: true, id: savedId };
    } catch (error) {
      return { ok: false, error };
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('documentEdit.addTitle', { type: t(`types.${type}`) })}</h1>
      <DocumentForm
        type={type}
        lang={lang}
        initial={initial}
        draftAddress={{ type, lang }}
        baseVersion={null}
        isModerator={!!user?.moderator}
        isCreation
        onSave={onSave}
        onSaved={(newId) => navigate(paths.documentView.href(type, newId, lang))}
        onCancel={() => navigate(-1)}
        renderAssociations={renderAssociations}
        editorExtras={slots.editorExtras}
      />
    </div>
  );
}
