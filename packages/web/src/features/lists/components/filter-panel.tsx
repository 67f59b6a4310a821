import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { panelFiltersOf, type DocumentType, type FilterGroup, type ListFilter } from '@cairn/domain';
import { useFormatter } from '../../../lib/field-format.tsx';
import { cx } from '../../../lib/cx.ts';
import { contextOf, type ListQuery } from '../lib/list-query.ts';
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

const GROUPS: readonly FilterGroup[] = ['general', 'ratings', 'terrain', 'misc'];

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
 * one of their activities / waypoint types.
 */
export function FilterPanel({
  type,
  query,
  onChange,
}: {
  type: DocumentType;
  query: ListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  const { label } = useFormatter();
  const [openGroup, setOpenGroup] = useState<FilterGroup | null>(null);
  const filters = panelFiltersOf(type, contextOf(query)).filter((f) => f.key !== 'q');
  const groups = GROUPS.map((group) => ({ group, filters: filters.filter((f) => f.group === group) })).filter(
    (g) => g.filters.length > 0,
  );
  if (groups.length === 0) return null;

  const labelOf = (filter: ListFilter) => {
    if (filter.key === 'l') return label(type, 'lang');
    if (filter.kind === 'date') return t('lists.dates');
    return label(type, filter.fields[0] ?? filter.key);
  };
  const isActive = (filter: ListFilter) => query.filters[filter.key] !== undefined;
  const current = groups.find((g) => g.group === openGroup);

  return (
    <section className={styles.panel} aria-label={t('lists.filters')}>
      <div className={styles.groupButtons}>
        {groups.map(({ group, filters: inGroup }) => {
          const count = inGroup.filter(isActive).length;
          return (
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
        })}
      </div>
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
