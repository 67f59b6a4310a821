import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType, MergeConflict } from '@cairn/domain';
import type { Resolution } from '../lib/conflict-summary.ts';
import { ConflictValue, useChangeLabel } from './conflict-value.tsx';
import styles from './conflict-resolver.module.css';

type ValueConflict = Extract<MergeConflict, { kind: 'value' }>;

/** A field both changed differently: keep the user's value or take theirs, both shown. */
export function ConflictValueChoice({
  type,
  conflict,
  resolution,
  onChange,
}: {
  type: DocumentType;
  conflict: ValueConflict;
  resolution: Resolution | undefined;
  onChange: (resolution: Resolution) => void;
}) {
  const { t } = useTranslation();
  const labelOf = useChangeLabel(type);
  const name = useId();
  const chosen = resolution?.kind === 'value' ? resolution.choice : undefined;
  const valueOf = (value: unknown) => (
    <ConflictValue type={type} name={conflict.name} level={conflict.level} value={value} />
  );
  const option = (choice: 'mine' | 'theirs') => (
    <label className={styles.option}>
      <input
        type="radio"
        name={name}
        value={choice}
        checked={chosen === choice}
        onChange={() => onChange({ kind: 'value', choice })}
      />
      <span>
        <span className={styles.optionName}>
          {choice === 'mine' ? t('editConflict.keepMine') : t('editConflict.takeTheirs')}
        </span>{' '}
        <span className={choice === 'mine' ? styles.mineValue : styles.theirValue}>
          {valueOf(choice === 'mine' ? conflict.mine : conflict.theirs)}
        </span>
      </span>
    </label>
  );
  return (
    <fieldset className={styles.choice} data-conflict={conflict.name}>
      <legend className={styles.legend}>{labelOf(conflict.name)}</legend>
      <p className={styles.baseValue}>
        {t('editConflict.baseValue')} {valueOf(conflict.base)}
      </p>
      {option('mine')}
      {option('theirs')}
    </fieldset>
  );
}
