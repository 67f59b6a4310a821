import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLooseT } from '../../../lib/loose-t.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { ALL_TAB, type StatsTab, type TabCount } from '../lib/aggregate.ts';
import { ACTIVITY_COLORS } from '../lib/chart-style.ts';
import styles from './outing-stats.module.css';

export const tabId = (tab: StatsTab) => `outing-stats-tab-${tab}`;
export const TAB_PANEL_ID = 'outing-stats-panel';

type Props = { tabs: readonly TabCount[]; selected: StatsTab; onSelect: (tab: StatsTab) => void };

/**
 * Spec 3: "All" plus one tab per activity that has outings, each with its count. The tab list
 * of WAI-ARIA: one tab in the focus order, arrow keys, Home and End move between them.
 */
export function ActivityTabs({ tabs, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const { number } = useFormatter();
  const list = useRef<HTMLDivElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((item) => item.tab === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!.tab;
    onSelect(tab);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(tab)}`)?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={t('outingStats.tabs')} className={styles.tabs}>
      {tabs.map(({ tab, count }) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={TAB_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
            onKeyDown={handleKeyDown}
          >
            {tab !== ALL_TAB && (
              <span
                className={styles.swatch}
                style={{ background: ACTIVITY_COLORS[tab] }}
                aria-hidden="true"
              />
            )}
            {/* The space keeps "All 340" two words for screen readers. */}
            {tab === ALL_TAB ? t('outingStats.all') : tx(`enums.activities.${tab}`)}{' '}
            <span className={styles.tabCount}>{number(count)}</span>
          </button>
        );
      })}
    </div>
  );
}
