import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import { useFormatter } from '../../../lib/field-format.tsx';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import type { SideEffectChange } from '../lib/association-side-effects.ts';

type Props = {
  /** The type of the document being edited. */
  type: DocumentType;
  /** What `associationSideEffects` found. */
  changes: readonly SideEffectChange[];
  /** The title of the document the values come from. */
  sourceTitle: string;
};

/** spec 3 §4: tells the user, before saving, which fields an added document fills. Nothing when none. */
export function AssociationSideEffectsNotice({ type, changes, sourceTitle }: Props) {
  const { t } = useTranslation();
  const { labelByName } = useFormatter();
  if (!changes.length) return null;
  const labelOf = ({ field, lang }: SideEffectChange) => {
    if (field === 'geom') return t('associationEditor.point');
    const label = labelByName(type, field);
    return lang ? `${label} (${LANGUAGE_NAMES[lang as keyof typeof LANGUAGE_NAMES] ?? lang})` : label;
  };
  return (
    <p role="status">
      {t('associationEditor.filledFrom', { title: sourceTitle, fields: changes.map(labelOf).join(', ') })}
    </p>
  );
}
