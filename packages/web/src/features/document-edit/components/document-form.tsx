import { startTransition, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  catalogOf,
  formFieldsOf,
  HELP_SECTIONS,
  isFieldRequired,
  SHELL_ARTICLE_IDS,
  type DocumentType,
  type FieldDef,
  type TypeCatalog,
  type VisibilityContext,
} from '@cairn/domain';
import { MarkdownEditor } from '../../markdown-editor/index.ts';
import { HelpLink } from '../../help/index.ts';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useLooseT } from '../../../lib/loose-t.ts';
import { titleOf } from '../../../lib/documents.ts';
import { clearDraft, loadDraft, saveDraft, type Draft, type DraftAddress } from '../lib/draft-store.ts';
import {
  formErrorsOf,
  formFieldOf,
  imageTypeChoicesOf,
  localeOfForm,
  type FormDocument,
} from '../lib/form-document.ts';
import { validationMessage } from '../lib/form-messages.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { controlIdOf, errorIdOf, FieldInput } from './field-input.tsx';
import { GeometryField } from './geometry-field.tsx';
import { formGeometryOf, hasEditMap, type FormGeometry } from '../lib/geometry-edit.ts';
import styles from './document-form.module.css';

/** A locale of another language shown beside a translation, for reference (issue 12 §3). */
export interface ReferenceLocale {
  lang: string;
  langName: string;
  fields: Record<string, unknown>;
}

/** What saving answers: the document's id, or the error that kept it from being saved. */
export type SaveOutcome = { ok: true; id: number } | { ok: false; error: unknown };

export interface DocumentFormProps {
  type: DocumentType;
  lang: string;
  /** The form's document as opened (new, or loaded). */
  initial: FormDocument;
  /** Where the draft of this form is kept. */
  draftAddress: DraftAddress;
  /** The document version the form was opened on (null for a new document). */
  baseVersion: number | null;
  isModerator: boolean;
  /** A new document (POST) rather than an update (PUT with an edit comment). */
  isCreation: boolean;
  reference?: ReferenceLocale | null;
  /** Sends the document; resolves with the outcome (the form shows errors and keeps the draft). */
  onSave: (document: FormDocument, message: string) => Promise<SaveOutcome>;
  onSaved: (id: number) => void;
  onCancel: () => void;
  /** The association editor (rendered inside the form), changing the form's document. */
  renderAssociations?: (props: {
    document: FormDocument;
    onChange: (update: (doc: FormDocument) => FormDocument) => void;
  }) => ReactNode;
  /** Shown above the fields (the conflict screen, when a save met a newer version). */
  banner?: ReactNode;
  /** The form opens on edits not saved yet (a resolved conflict): no draft offered, leaving asks. */
  initialDirty?: boolean;
  /** The field catalog of the type (the domain's; a test gives an extended one). */
  catalog?: TypeCatalog;
  /** The markdown editor's internal-link picker and the document's images (its toolbar). */
  editorExtras?: Omit<Parameters<typeof MarkdownEditor>[0], 'label' | 'value' | 'onChange' | 'id'>;
}

const visibilityOf = (doc: FormDocument): VisibilityContext => ({
  activities: (doc.activities as string[] | undefined) ?? null,
  waypoint_type: (doc.waypoint_type as string | null | undefined) ?? null,
  climbing_outdoor_type: (doc.climbing_outdoor_type as string | null | undefined) ?? null,
});

/** Fields at the head of the form, before the others (what decides which others show). */
const LEADING = [
  'activities',
  'waypoint_type',
  'climbing_outdoor_type',
  'area_type',
  'article_type',
  'image_type',
];

/**
 * The edit form of every document type (issue 12 §1), generated from the field catalog: the
 * title, then the fields that apply to the document's activities and type in catalog order,
 * its point, its text sections (markdown editor), associations, quality and the edit comment.
 * The domain's validation runs as the user types and on submit; the form does not submit
 * while a field is in error and scrolls to the first one. The form keeps a draft of itself;
 * leaving with unsaved changes asks first.
 */
export function DocumentForm(props: DocumentFormProps) {
  const { type, lang, initial, draftAddress, baseVersion, isModerator, isCreation, reference } = props;
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const format = useFormatter();
  const [doc, setDoc] = useState<FormDocument>(initial);
  // The link tool of the texts offers every document but this one.
  const ownId = typeof initial.document_id === 'number' ? initial.document_id : undefined;
  const ownIds = useMemo(() => (ownId === undefined ? undefined : [ownId]), [ownId]);
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const [storedDraft, setStoredDraft] = useState<Draft | null>(() =>
    props.initialDirty ? null : loadDraft(draftAddress),
  );
  const [draftRefused, setDraftRefused] = useState(false);
  const [isDirty, setIsDirty] = useState(!!props.initialDirty);
  // A geometry simplification waiting for its answer: nothing is saved meanwhile (spec 2 §4).
  const [isGeometryPending, setIsGeometryPending] = useState(false);
  const initialGeometry = useMemo(() => formGeometryOf(initial), [initial]);
  const formRef = useRef<HTMLFormElement>(null);
  const catalog = props.catalog ?? catalogOf(type);
  const locale = localeOfForm(doc);

  // The form paints its general section (the title first) at once; the other sections follow in
  // a transition, whose rendering the browser may interrupt to paint and to answer the reader.
  const [isWhole, setIsWhole] = useState(false);
  useEffect(() => startTransition(() => setIsWhole(true)), []);

  // The draft follows the form as the user types (issue 12 §7).
  useEffect(() => {
    if (!isDirty || isSaved) return;
    const timer = window.setTimeout(() => {
      setDraftRefused(!saveDraft(draftAddress, doc, baseVersion));
    }, 400);
    return () => window.clearTimeout(timer);
  }, [doc, isDirty, isSaved, draftAddress, baseVersion]);

  const { blocker, release } = useLeaveGuard(isDirty && !isSaved);

  const errors = useMemo(
    () => formErrorsOf(type, doc, { creating: isCreation, isModerator }),
    [type, doc, isCreation, isModerator],
  );
  const context = visibilityOf(doc);
  const fields = formFieldsOf(type, context, catalog);
  const documentFields = [
    ...LEADING.flatMap((name) => fields.filter((f) => f.level === 'document' && f.name === name)),
    ...fields.filter((f) => f.level === 'document' && !LEADING.includes(f.name) && f.name !== 'quality'),
  ];
  const localeFields = fields.filter((f) => f.level === 'locale' && f.name !== 'title');
  const titleDef = catalog.fields.find((f) => f.name === 'title' && f.level === 'locale');
  const qualityDef = fields.find((f) => f.name === 'quality');

  /** The message shown for a field: the server's, else the domain's once touched or submitted. */
  const errorOf = (name: string, def?: FieldDef): string | undefined => {
    const server = serverErrors[name];
    if (server) return validationMessage(server, tx, def);
    if (!submitted && !touched.has(name)) return undefined;
    const own = errors[name];
    return own ? validationMessage(own, tx, def) : undefined;
  };

  const touch = (name: string) => {
    setIsDirty(true);
    setTouched((current) => (current.has(name) ? current : new Set([...current, name])));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };
  const setField = (name: string, value: unknown) => {
    touch(name);
    setDoc((current) => ({ ...current, [name]: value }));
  };
  const setLocaleField = (name: string, value: unknown) => {
    touch(name);
    setDoc((current) => ({
      ...current,
      locales: [{ ...localeOfForm(current), [name]: value }, ...current.locales.slice(1)],
    }));
  };
  const setGeometry = (next: FormGeometry) => {
    touch('geometry');
    setDoc((current) => ({
      ...current,
      geometry: { ...current.geometry, geom: next.geom, geom_detail: next.geom_detail },
    }));
  };
  const changeDocument = (update: (doc: FormDocument) => FormDocument) => {
    setIsDirty(true);
    setTouched(
      (current) => new Set([...current, ...Object.keys(doc.associations).map((k) => `associations.${k}`)]),
    );
    setDoc(update);
  };

  const restoreDraft = () => {
    if (!storedDraft) return;
    setDoc(storedDraft.document as FormDocument);
    setIsDirty(true);
    setStoredDraft(null);
  };
  const discardDraft = () => {
    clearDraft(draftAddress);
    setStoredDraft(null);
  };

  const scrollToFirstError = (names: readonly string[]) => {
    window.requestAnimationFrame(() => {
      const form = formRef.current;
      if (!form) return;
      const candidates = names
        .map((name) => form.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`))
        .filter((el): el is HTMLElement => !!el)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      const first = candidates[0];
      if (!first) return;
      first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      first.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
    });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isGeometryPending) {
      formRef.current?.querySelector<HTMLElement>('[data-testid="geometry-pending"]')?.focus();
      return;
    }
    setSubmitted(true);
    setBanner(null);
    const names = Object.keys(errors);
    if (names.length > 0) {
      scrollToFirstError(names);
      return;
    }
    setIsSaving(true);
    const outcome = await props.onSave(doc, message);
    setIsSaving(false);
    if (outcome.ok) {
      setIsSaved(true);
      clearDraft(draftAddress);
      release();
      props.onSaved(outcome.id);
      return;
    }
    // The draft stays: the user's work survives a failed save (issue 12 §7).
    saveDraft(draftAddress, doc, baseVersion);
    const error = outcome.error;
    if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
      const named: Record<string, string> = {};
      const rest: string[] = [];
      const shown = new Set(renderedNames(type, doc));
      for (const entry of error.errors) {
        const field = formFieldOf(entry.name);
        if (entry.name && shown.has(field)) named[field] ??= entry.description;
        else rest.push(validationMessage(entry.description, tx));
      }
      setServerErrors(named);
      if (rest.length) setBanner(rest.join(' — '));
      scrollToFirstError(Object.keys(named));
      return;
    }
    if (error instanceof ApiError && error.status === 409) return; // the conflict screen takes over
    setBanner(apiErrorMessage(error, t));
  };

  const submitErrorCount = submitted ? Object.keys(errors).length : 0;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={isSaving}>
      {storedDraft && (
        <div className={styles.notice} role="status">
          <p>
            {t('documentEdit.draftFound', {
              date: format.dateTime(new Date(storedDraft.savedAt).toISOString()),
            })}
          </p>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={restoreDraft}>
              {t('documentEdit.restoreDraft')}
            </button>
            <button type="button" className="button button-quiet" onClick={discardDraft}>
              {t('documentEdit.discardDraft')}
            </button>
          </div>
        </div>
      )}
      {draftRefused && (
        <p className={styles.warning} role="status">
          {t('documentEdit.draftRefused')}
        </p>
      )}
      {props.banner}
      {banner && (
        <div className={styles.banner} role="alert">
          {banner}
        </div>
      )}

      <section className={styles.section} aria-labelledby="edit-general">
        <h2 id="edit-general" className={styles.sectionTitle}>
          {t('documentEdit.general')}
        </h2>
        {titleDef && catalog.title !== 'none' && (
          <div className={styles.field} data-field="title">
            <label className={styles.label} htmlFor={controlIdOf('title')}>
              {format.labelByName(type, 'title')}
              {catalog.title === 'required' && (
                <span className={styles.required} aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
            {reference?.fields.title ? (
              <p className={styles.reference} lang={reference.lang}>
                {t('documentEdit.inLanguage', { lang: reference.langName })} {String(reference.fields.title)}
              </p>
            ) : null}
            <input
              id={controlIdOf('title')}
              className={`input ${styles.titleInput}`}
              lang={lang}
              value={typeof locale.title === 'string' ? locale.title : ''}
              aria-invalid={errorOf('title', titleDef) ? true : undefined}
              aria-describedby={errorOf('title', titleDef) ? errorIdOf('title') : undefined}
              aria-required={catalog.title === 'required' || undefined}
              onChange={(event) => setLocaleField('title', event.target.value)}
            />
            {errorOf('title', titleDef) && (
              <p className={styles.error} id={errorIdOf('title')}>
                {errorOf('title', titleDef)}
              </p>
            )}
          </div>
        )}
        {documentFields.map((def) => (
          <FieldInput
            key={def.name}
            type={type}
            def={def}
            value={doc[def.name]}
            required={isFieldRequired(def, context)}
            error={errorOf(def.name, def)}
            onChange={(value) => setField(def.name, value)}
            values={
              def.name === 'activities'
                ? catalog.activities
                : def.name === 'image_type'
                  ? imageTypeChoicesOf(
                      doc,
                      (initial.image_type as string | null | undefined) ?? null,
                      !!isModerator,
                    )
                  : undefined
            }
            waypointChoices={
              def.kind === 'id'
                ? (doc.associations.waypoints ?? []).map((w) => ({
                    document_id: w.document_id,
                    title: w.locales ? titleOf({ ...w, type: 'w' } as never) : `#${w.document_id}`,
                  }))
                : undefined
            }
          />
        ))}
      </section>

      {isWhole && hasEditMap(catalog.geometry) && (
        <section className={styles.section} aria-labelledby="edit-geometry">
          <h2 id="edit-geometry" className={styles.sectionTitle}>
            {t('documentEdit.geometry.title')}
          </h2>
          <GeometryField
            type={type}
            spec={catalog.geometry}
            catalog={catalog}
            doc={doc}
            geometry={formGeometryOf(doc)}
            initial={initialGeometry}
            isModerator={isModerator}
            error={errorOf('geometry')}
            onGeometry={setGeometry}
            onFields={(fields) => {
              for (const [name, value] of Object.entries(fields)) setField(name, value);
            }}
            onPendingChange={setIsGeometryPending}
          />
        </section>
      )}

      {isWhole && localeFields.length > 0 && (
        <section className={styles.section} aria-labelledby="edit-texts">
          <h2 id="edit-texts" className={styles.sectionTitle}>
            {t('documentEdit.texts')}
          </h2>
          <HelpLink
            articleId={SHELL_ARTICLE_IDS.help}
            anchor={HELP_SECTIONS.contributing}
            className={styles.helpLink}
          >
            {t('help.formHelp')}
          </HelpLink>
          {localeFields.map((def) =>
            def.kind === 'md' ? (
              <div key={def.name} className={styles.field} data-field={def.name}>
                {/* The editor names its text area itself; this is the visible title of the section. */}
                <span className={styles.label} aria-hidden="true">
                  {format.labelByName(type, def.name)}
                </span>
                {reference?.fields[def.name] ? (
                  <details className={styles.referenceBlock} lang={reference.lang}>
                    <summary>
                      {format.labelByName(type, def.name)} —{' '}
                      {t('documentEdit.inLanguage', { lang: reference.langName })}
                    </summary>
                    <div className={styles.referenceText}>{String(reference.fields[def.name])}</div>
                  </details>
                ) : null}
                <MarkdownEditor
                  {...props.editorExtras}
                  linkExcludedIds={ownIds}
                  id={controlIdOf(def.name)}
                  label={format.labelByName(type, def.name)}
                  value={typeof locale[def.name] === 'string' ? (locale[def.name] as string) : ''}
                  onChange={(value) => setLocaleField(def.name, value)}
                />
                {errorOf(def.name, def) && (
                  <p className={styles.error} id={errorIdOf(def.name)}>
                    {errorOf(def.name, def)}
                  </p>
                )}
              </div>
            ) : (
              <FieldInput
                key={def.name}
                type={type}
                def={def}
                value={locale[def.name]}
                required={isFieldRequired(def, context)}
                error={errorOf(def.name, def)}
                onChange={(value) => setLocaleField(def.name, value)}
              />
            ),
          )}
        </section>
      )}

      {isWhole && props.renderAssociations && (
        <section className={styles.section} aria-labelledby="edit-associations" data-field="associations">
          <h2 id="edit-associations" className={styles.sectionTitle}>
            {t('documentEdit.associations')}
          </h2>
          {props.renderAssociations({ document: doc, onChange: changeDocument })}
          {Object.keys(errors)
            .concat(Object.keys(serverErrors))
            .filter((name, i, all) => name.startsWith('associations.') && all.indexOf(name) === i)
            .map((name) => {
              const text = errorOf(name);
              return text ? (
                <p key={name} className={styles.error} data-field={name} role="alert">
                  {text}
                </p>
              ) : null;
            })}
        </section>
      )}

      {isWhole && (
        <section className={styles.section} aria-labelledby="edit-save">
          <h2 id="edit-save" className={styles.sectionTitle}>
            {t('documentEdit.saving')}
          </h2>
          {qualityDef && (
            <FieldInput
              type={type}
              def={qualityDef}
              value={doc.quality}
              required
              error={errorOf('quality', qualityDef)}
              onChange={(value) => setField('quality', value)}
            />
          )}
          {!isCreation && (
            <div className={styles.field}>
              <label className={styles.label} htmlFor="edit-message">
                {t('documentEdit.message')}
              </label>
              <input
                id="edit-message"
                className="input"
                value={message}
                maxLength={200}
                placeholder={t('documentEdit.messagePlaceholder')}
                onChange={(event) => setMessage(event.target.value)}
              />
            </div>
          )}
          {isGeometryPending && (
            <p className={styles.warning} role="status">
              {t('documentEdit.geometry.pendingSave')}
            </p>
          )}
          {submitErrorCount > 0 && (
            <p className={styles.error} role="alert">
              {t('documentEdit.fixErrors', { count: submitErrorCount })}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className="button button-accent" disabled={isSaving || isGeometryPending}>
              {isSaving ? t('documentEdit.savingNow') : t('documentEdit.save')}
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={props.onCancel}
              disabled={isSaving}
            >
              {t('documentEdit.cancel')}
            </button>
          </div>
        </section>
      )}

      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('documentEdit.leaveTitle')}
          confirmLabel={t('documentEdit.leave')}
          isPending={false}
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        >
          <p>{t('documentEdit.leaveText')}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}

/** The names the form shows an error beside (others go to the banner). */
function renderedNames(type: DocumentType, doc: FormDocument): string[] {
  const fields = formFieldsOf(type, visibilityOf(doc)).map((f) => f.name);
  const associations = Object.keys(doc.associations).map((key) => `associations.${key}`);
  return [...fields, 'title', 'geometry', ...associations];
}
