import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType, MergeConflict } from '@cairn/domain';
import {
  conflictRegionsOf,
  handTextOf,
  hasMarkers,
  type MarkerLabels,
  type RegionChoice,
  type Resolution,
} from '../lib/conflict-summary.ts';
import { useChangeLabel } from './conflict-value.tsx';
import styles from './conflict-resolver.module.css';
import { EmptyValue } from '../../../components/field-changes.tsx';

type TextConflict = Extract<MergeConflict, { kind: 'text' }>;

const REGION_CHOICES: readonly RegionChoice[] = ['mine', 'theirs', 'both'];

/**
 * A text section both changed at the same lines: for each conflicting passage, the lines as
 * they were, the user's and theirs, and a choice; or the whole text edited by hand, refused
 * while marker lines remain. The user's whole text stays at hand whatever they choose.
 */
export function ConflictTextChoice({
  type,
  conflict,
  resolution,
  labels,
  onChange,
}: {
  type: DocumentType;
  conflict: TextConflict;
  resolution: Resolution | undefined;
  labels: MarkerLabels;
  onChange: (resolution: Resolution) => void;
}) {
  const { t } = useTranslation();
  const label = useChangeLabel(type)(conflict.name);
  const id = useId();
  const choices = resolution?.kind === 'text' ? resolution.choices : [];
  const handText = resolution?.kind === 'text' ? resolution.handText : undefined;
  const regions = conflictRegionsOf(conflict.regions);
  const isMarked = handText !== undefined && hasMarkers(handText);

  const choose = (index: number, choice: RegionChoice) => {
    const next = [...choices];
    next[index] = choice;
    onChange({ kind: 'text', choices: next });
  };

  return (
    <section className={styles.textConflict} aria-labelledby={`${id}-title`} data-conflict={conflict.name}>
      <h4 id={`${id}-title`} className={styles.sectionTitle}>
        {label}
      </h4>
      {handText === undefined ? (
        <>
          {regions.map((region, index) => (
            <fieldset key={index} className={styles.choice}>
              <legend className={styles.legend}>
                {t('editConflict.regionLegend', { field: label, index: index + 1, count: regions.length })}
              </legend>
              <Lines title={t('editConflict.baseValue')} lines={region.conflict.base} />
              <Lines title={t('editConflict.mineLabel')} lines={region.conflict.mine} side="mine" />
              <Lines title={t('editConflict.theirsLabel')} lines={region.conflict.theirs} side="theirs" />
              <div className={styles.options}>
                {REGION_CHOICES.map((choice) => (
                  <label key={choice} className={styles.option}>
                    <input
                      type="radio"
                      name={`${id}-region-${index}`}
                      value={choice}
                      checked={choices[index] === choice}
                      onChange={() => choose(index, choice)}
                    />
                    {choice === 'mine'
                      ? t('editConflict.keepMine')
                      : choice === 'theirs'
                        ? t('editConflict.takeTheirs')
                        : t('editConflict.keepBoth')}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <button
            type="button"
            className="button button-quiet"
            onClick={() =>
              onChange({ kind: 'text', choices, handText: handTextOf(conflict.regions, choices, labels) })
            }
          >
            {t('editConflict.editByHand')}
          </button>
        </>
      ) : (
        <div className={styles.hand}>
          <label htmlFor={`${id}-hand`} className={styles.handLabel}>
            {t('editConflict.handTextLabel', { field: label })}
          </label>
          <p id={`${id}-hint`} className={styles.muted}>
            {t('editConflict.handHint')}
          </p>
          <textarea
            id={`${id}-hand`}
            className={styles.handText}
            value={handText}
            rows={Math.min(20, Math.max(6, handText.split('\n').length + 1))}
            aria-describedby={isMarked ? `${id}-hint ${id}-markers` : `${id}-hint`}
            aria-invalid={isMarked}
            onChange={(event) => onChange({ kind: 'text', choices, handText: event.target.value })}
          />
          {isMarked && (
            <p id={`${id}-markers`} className={styles.warning}>
              {t('editConflict.markersLeft')}
            </p>
          )}
          <button
            type="button"
            className="button button-quiet"
            onClick={() => onChange({ kind: 'text', choices })}
          >
            {t('editConflict.backToChoices')}
          </button>
        </div>
      )}
      <details className={styles.wholeText}>
        <summary>{t('editConflict.myWholeText')}</summary>
        <div className={styles.plainText}>{conflict.mine}</div>
      </details>
    </section>
  );
}

function Lines({
  title,
  lines,
  side,
}: {
  title: string;
  lines: readonly string[];
  side?: 'mine' | 'theirs';
}) {
  const { t } = useTranslation();
  const sideClass = side === 'mine' ? styles.mineLines : side === 'theirs' ? styles.theirLines : '';
  return (
    <div className={styles.lines}>
      <p className={styles.linesTitle}>{title}</p>
      <div className={`${styles.plainText} ${sideClass}`}>
        {lines.length > 0 ? lines.join('\n') : <EmptyValue>{t('editConflict.noLines')}</EmptyValue>}
      </div>
    </div>
  );
}
