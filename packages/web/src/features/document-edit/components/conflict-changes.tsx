import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import { linkedTypeOf, type Change, type LinkedDocument } from '../lib/conflict-summary.ts';
import { TextDiff } from '../../../components/text-diff.tsx';
import { FieldChangeList, FieldChangeRow, ValueChange } from '../../../components/field-changes.tsx';
import { ConflictValue, useChangeLabel } from './conflict-value.tsx';
import styles from './conflict-resolver.module.css';

/** One side's changes (theirs or the user's): fields old → new, then each text section as a line diff. */
export function ConflictChanges({
  type,
  title,
  side,
  changes,
}: {
  type: DocumentType;
  title: string;
  side: 'theirs' | 'mine';
  changes: readonly Change[];
}) {
  const { t } = useTranslation();
  const labelOf = useChangeLabel(type);
  const headingId = useId();
  const fields = changes.filter((c) => c.kind !== 'text');
  const texts = changes.filter((c) => c.kind === 'text');
  return (
    <section className={styles.side} aria-labelledby={headingId} data-side={side}>
      <h3 id={headingId} className={styles.sideTitle}>
        {title}
      </h3>
      {changes.length === 0 && <p className={styles.muted}>{t('editConflict.noChanges')}</p>}
      {fields.length > 0 && (
        <FieldChangeList>
          {fields.map((change) => (
            <FieldChangeRow key={change.name} name={change.name} label={labelOf(change.name)}>
              <ChangeDetail type={type} change={change} />
            </FieldChangeRow>
          ))}
        </FieldChangeList>
      )}
      {texts.map(
        (change) =>
          change.kind === 'text' && (
            <div key={change.name} className={styles.section} data-section={change.name}>
              <h4 className={styles.sectionTitle}>{labelOf(change.name)}</h4>
              <TextDiff before={change.before} after={change.after} />
            </div>
          ),
      )}
    </section>
  );
}

function ChangeDetail({ type, change }: { type: DocumentType; change: Change }) {
  const { t } = useTranslation();
  switch (change.kind) {
    case 'geometry':
      return t('editConflict.geometryChanged');
    case 'associations':
      return (
        <ul className={styles.links}>
          {change.added.map((link) => (
            <LinkItem key={`+${link.key}.${link.documentId}`} link={link} isAdded />
          ))}
          {change.removed.map((link) => (
            <LinkItem key={`-${link.key}.${link.documentId}`} link={link} isAdded={false} />
          ))}
        </ul>
      );
    case 'value':
      return (
        <ValueChange
          before={<ConflictValue type={type} name={change.name} level={change.level} value={change.before} />}
          after={<ConflictValue type={type} name={change.name} level={change.level} value={change.after} />}
        />
      );
    case 'text':
      return null;
  }
}

function LinkItem({ link, isAdded }: { link: LinkedDocument; isAdded: boolean }) {
  const { t } = useTranslation();
  const linkedType = linkedTypeOf(link.key);
  const name = link.title ?? t('editConflict.documentNumber', { id: link.documentId });
  const document = linkedType
    ? t('editConflict.linkedDocument', { type: t(`types.${linkedType}`), name })
    : name;
  return (
    <li>
      {isAdded ? t('editConflict.linkAdded', { document }) : t('editConflict.linkRemoved', { document })}
    </li>
  );
}
