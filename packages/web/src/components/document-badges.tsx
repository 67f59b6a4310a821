import { useLooseT } from '../lib/loose-t.ts';
import { enumLabelOf } from '../lib/field-format.tsx';
import styles from './document-badges.module.css';

/** Quality of a document (spec 2 §3: empty, draft, medium, fine, great), as a coloured badge. */
export function QualityBadge({ quality }: { quality: string | null | undefined }) {
  const { tx } = useLooseT();
  if (!quality) return null;
  return (
    <span className={`${styles.quality} ${styles[`q_${quality}`] ?? ''}`}>
      <span className="visually-hidden">{tx('fields.quality')} : </span>
      {enumLabelOf(tx, 'quality_types', quality)}
    </span>
  );
}

/** Activities as labelled pills (spec 2 header "activities icons or labels"). */
export function ActivityList({
  activities,
  enumName = 'activities',
}: {
  activities: unknown;
  enumName?: string;
}) {
  const { tx } = useLooseT();
  if (!Array.isArray(activities) || activities.length === 0) return null;
  return (
    <ul className={styles.activities} aria-label={tx('fields.activities')}>
      {activities.map((activity) => (
        <li key={String(activity)} className={styles.activity}>
          {enumLabelOf(tx, enumName, String(activity))}
        </li>
      ))}
    </ul>
  );
}

/** Outing condition (fields.md §14.1: marker green → dark red). */
export function ConditionMarker({ condition }: { condition: unknown }) {
  const { tx } = useLooseT();
  if (typeof condition !== 'string' || !condition) return null;
  const label = enumLabelOf(tx, 'condition_ratings', condition);
  return (
    <span className={`${styles.condition} ${styles[`c_${condition}`] ?? ''}`} title={label}>
      <span className={styles.conditionDot} aria-hidden="true" />
      {label}
    </span>
  );
}
