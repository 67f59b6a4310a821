import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeEdits, type DocumentType, type EditedDocument } from '@cairn/domain';
import { useFormatter } from '../../../lib/field-format.tsx';
import {
  changesOf,
  cleanMergesOf,
  conflictKey,
  settledDocument,
  unsettledCount,
  type Resolution,
  type Resolutions,
} from '../lib/conflict-summary.ts';
import { ConflictChanges } from './conflict-changes.tsx';
import { ConflictTextChoice } from './conflict-text-choice.tsx';
import { ConflictValueChoice } from './conflict-value-choice.tsx';
import { useChangeLabel } from './conflict-value.tsx';
import styles from './conflict-resolver.module.css';

/** Who saved the newer version (api.md §9.1 version info), when the form knows it. */
export type TheirVersionInfo = { name: string; written_at: string; comment?: string | null };

type Props = {
  type: DocumentType;
  /** The locale the form edits. */
  lang: string;
  /** The document as the form was opened on it. */
  base: EditedDocument;
  /** The form as the user left it. */
  mine: EditedDocument;
  /** The version saved meanwhile (the current document). */
  theirs: EditedDocument;
  theirVersionInfo?: TheirVersionInfo | undefined;
  /** The user's changes re-applied onto `theirs`, every conflict settled, on its version numbers. */
  onResolved: (document: EditedDocument) => void;
  /** Back to the form, the user's work untouched. */
  onCancel: () => void;
};

/**
 * Issue 12 §7: the screen an edit form shows when its save met a newer version (409). It shows
 * what the other person changed and what the user changed, merges what only one side touched,
 * and asks the user to settle what both changed before applying their changes to the new version.
 */
export function ConflictResolver({
  type,
  lang,
  base,
  mine,
  theirs,
  theirVersionInfo,
  onResolved,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const format = useFormatter();
  const labelOf = useChangeLabel(type);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcome = useMemo(
    () => mergeEdits(type, lang, { base, mine, theirs }),
    [type, lang, base, mine, theirs],
  );
  const [resolutions, setResolutions] = useState<Resolutions>({});
  const labels = { mine: t('editConflict.markerMine'), theirs: t('editConflict.markerTheirs') };
  const theirChanges = changesOf(type, lang, outcome.theirChanges, base, theirs);
  const myChanges = changesOf(type, lang, outcome.myChanges, base, mine);
  const cleanMerges = cleanMergesOf(type, outcome);
  const left = unsettledCount(outcome.conflicts, resolutions);

  // The screen replaces the form's buttons: take the reader to its explanation.
  useEffect(() => headingRef.current?.focus(), []);

  const settle = (key: string) => (resolution: Resolution) =>
    setResolutions((previous) => ({ ...previous, [key]: resolution }));
  const handleApply = () => {
    const document = settledDocument(outcome, lang, resolutions, theirs);
    if (document) onResolved(document);
  };

  return (
    <section className={styles.resolver} aria-labelledby={`${id}-title`}>
      <div className={styles.banner}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('editConflict.title')}
        </h2>
        <p>{t('editConflict.explanation')}</p>
        {theirVersionInfo && (
          <p>
            {t('editConflict.savedBy', {
              name: theirVersionInfo.name,
              date: format.dateTime(theirVersionInfo.written_at),
            })}
            {theirVersionInfo.comment && (
              <>
                {' '}
                <span className={styles.comment}>
                  {t('editConflict.theirComment', { comment: theirVersionInfo.comment })}
                </span>
              </>
            )}
          </p>
        )}
      </div>

      <div className={styles.sides}>
        <ConflictChanges
          type={type}
          side="theirs"
          title={t('editConflict.theirChanges')}
          changes={theirChanges}
        />
        <ConflictChanges type={type} side="mine" title={t('editConflict.myChanges')} changes={myChanges} />
      </div>

      {cleanMerges.length > 0 && (
        <section className={styles.box} aria-labelledby={`${id}-merged`}>
          <h3 id={`${id}-merged`} className={styles.sideTitle}>
            {t('editConflict.merged')}
          </h3>
          <ul className={styles.mergedList}>
            {cleanMerges.map(({ name, from }) => (
              <li key={name} data-field={name}>
                {from === 'theirs'
                  ? t('editConflict.mergedTheirs', { field: labelOf(name) })
                  : from === 'mine'
                    ? t('editConflict.mergedMine', { field: labelOf(name) })
                    : t('editConflict.mergedBoth', { field: labelOf(name) })}
              </li>
            ))}
          </ul>
        </section>
      )}

      {outcome.conflicts.length > 0 && (
        <section className={styles.box} aria-labelledby={`${id}-conflicts`}>
          <h3 id={`${id}-conflicts`} className={styles.sideTitle}>
            {t('editConflict.conflicts')}
          </h3>
          <p className={styles.muted}>{t('editConflict.conflictsHint')}</p>
          <div className={styles.conflictList}>
            {outcome.conflicts.map((conflict) => {
              const key = conflictKey(conflict);
              return conflict.kind === 'value' ? (
                <ConflictValueChoice
                  key={key}
                  type={type}
                  conflict={conflict}
                  resolution={resolutions[key]}
                  onChange={settle(key)}
                />
              ) : (
                <ConflictTextChoice
                  key={key}
                  type={type}
                  conflict={conflict}
                  resolution={resolutions[key]}
                  labels={labels}
                  onChange={settle(key)}
                />
              );
            })}
          </div>
        </section>
      )}

      <div className={styles.actions}>
        {left > 0 && (
          <p id={`${id}-left`} className={styles.warning}>
            {t('editConflict.unsettled', { count: left })}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="button" className="button button-quiet" onClick={onCancel}>
            {t('dialog.cancel')}
          </button>
          <button
            type="button"
            className="button button-accent"
            disabled={left > 0}
            aria-describedby={left > 0 ? `${id}-left` : undefined}
            onClick={handleApply}
          >
            {t('editConflict.apply')}
          </button>
        </div>
      </div>
    </section>
  );
}
