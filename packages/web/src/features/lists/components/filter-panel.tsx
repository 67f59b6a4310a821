import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterGroupsOf, type DocumentType, type FilterGroup, type ListFilter } from '@cairn/domain';
import { useFormatter } from '../../../lib/field-format.tsx';
import { cx } from '../../../lib/cx.ts';
import { contextOf, type ListQuery } from '../../../lib/list-query.ts';
import { associationIds } from '../lib/association-filters.ts';
import {
  AssociationPickers,
  usePickableLetters,
  type RenderAssociationPicker,
} from './association-pickers.tsx';
import {
  CheckFilter,
  ChipsFilter,
  DateFilter,
  EnumRangeFilter,
  NumberFilter,
  NumRangeFilter,
  OrientationFilter,
  TriFilter,
  type FilterWidgetProps,
} from './filter-widgets.tsx';
import styles from './filters.module.css';

/** The group of the association pickers, after the catalog's groups. */
const ASSOCIATIONS = 'associations';
type PanelGroup = FilterGroup | typeof ASSOCIATIONS;

/** The widget of each filter kind (fields.md "How to read this catalog"). */
function Widget(props: FilterWidgetProps) {
  switch (props.filter.kind) {
    case 'multi':
    case 'act':
      return <ChipsFilter {...props} />;
    case 'orient':
      return <OrientationFilter {...props} />;
    case 'erange':
      return <EnumRangeFilter {...props} />;
    case 'nrange':
      return <NumRangeFilter {...props} />;
    case 'num_min':
      return <NumberFilter {...props} />;
    case 'tri':
      return <TriFilter {...props} />;
    case 'check':
      return <CheckFilter {...props} />;
    default:
      return null;
  }
}

/**
 * Spec 1 §2.5 filter panel: the type's catalog filters in the groups of fields.md §13.2, each
 * group button counting its active keys; restricted filters appear once `act` / `wtyp` holds
 * one of their activities / waypoint types. With `renderAssociationPicker`, a last group adds
 * association filters (spec 1 §2.5).
 */
export function FilterPanel({
  type,
  query,
  onChange,
  renderAssociationPicker,
}: {
  type: DocumentType;
  query: ListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
  renderAssociationPicker?: RenderAssociationPicker;
}) {
  const { t } = useTranslation();
  const { label, labelByName } = useFormatter();
  const [openGroup, setOpenGroup] = useState<PanelGroup | null>(null);
  const pickable = usePickableLetters(type);
  // The catalog's groups and filters (`filterGroupsOf`), but the search box (`q`) sits above the panel.
  const groups = filterGroupsOf(type, contextOf(query))
    .map(({ group, filters }) => ({ group, filters: filters.filter((f) => f.key !== 'q') }))
    .filter((g) => g.filters.length > 0);
  const hasPickers = !!renderAssociationPicker && pickable.length > 0;
  if (groups.length === 0 && !hasPickers) return null;

  const labelOf = (filter: ListFilter) => {
    if (filter.key === 'l') return label(type, 'lang');
    if (filter.kind === 'date') return t('lists.dates');
    return labelByName(type, filter.fields[0] ?? filter.key);
  };
  const isActive = (filter: ListFilter) => query.filters[filter.key] !== undefined;
  const current = groups.find((g) => g.group === openGroup);
  const pickedCount = pickable.filter((letter) => associationIds(query.filters[letter]).length > 0).length;
  const groupButton = (group: PanelGroup, count: number) => (
    <button
      key={group}
      type="button"
      className={cx(styles.groupButton, openGroup === group && styles.groupButtonOpen)}
      aria-expanded={openGroup === group}
      aria-controls={`filter-group-${group}`}
      onClick={() => setOpenGroup(openGroup === group ? null : group)}
    >
      {t(`lists.groups.${group}`)}
      {count > 0 && (
        <span className={styles.count} aria-label={t('lists.activeCount', { count })}>
          {count}
        </span>
      )}
    </button>
  );

  return (
    <section className={styles.panel} aria-label={t('lists.filters')}>
      <div className={styles.groupButtons}>
        {groups.map(({ group, filters: inGroup }) => groupButton(group, inGroup.filter(isActive).length))}
        {hasPickers && groupButton(ASSOCIATIONS, pickedCount)}
      </div>
      {hasPickers && openGroup === ASSOCIATIONS && (
        <div id={`filter-group-${ASSOCIATIONS}`} className={styles.groupBody}>
          <AssociationPickers
            type={type}
            query={query}
            onChange={onChange}
            renderPicker={renderAssociationPicker}
          />
        </div>
      )}
      {current && (
        <div id={`filter-group-${current.group}`} className={styles.groupBody}>
          {current.filters.map((filter) => {
            if (filter.key === 'period') return null; // edited by the date widget
            if (filter.kind === 'date') {
              return (
                <DateFilter
                  key={filter.key}
                  label={labelOf(filter)}
                  date={query.filters.date}
                  period={query.filters.period}
                  onChange={(changes) => onChange({ date: changes.date, period: changes.period })}
                />
              );
            }
            return (
              <Widget
                key={filter.key}
                type={type}
                filter={filter}
                label={labelOf(filter)}
                value={query.filters[filter.key]}
                onChange={(value) => onChange({ [filter.key]: value })}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
