import { lazy, Suspense, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serviceLevelOf, type Stoparea } from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import { MapWaiting, TRANSPORT_MAP_HEIGHT } from '../../map/index.ts';
import { stopareasQuery } from '../api/transport-api.ts';
import { accessPointsOf, type AccessPoint } from '../lib/access-points.ts';
import { journeysOf, useTripPlanner } from '../hooks/use-trip-planner.ts';
import { TripPlanner } from './trip-planner.tsx';
import styles from './transport-box.module.css';

const TransportMap = lazy(() => import('./transport-map.tsx').then((m) => ({ default: m.TransportMap })));

/**
 * Spec 3 §2 "Public transport section" (issue 18): the stops near each access point of the
 * route (nearbyStops) and the trip planner (planATrip), with a map of both. It opens by itself
 * once stops are found; the visitor's own toggle wins.
 */
export function TransportBox({ doc, journeysEnabled }: { doc: FullDocument; journeysEnabled: boolean }) {
  const { t } = useTranslation();
  const access = useMemo(() => accessPointsOf(doc), [doc]);
  const results = useQueries({ queries: access.map((a) => stopareasQuery(a.id)) });
  const isPending = results.some((r) => r.isPending);
  // Spec 3 §8: a failed stop lookup counts as not served.
  const stopsOf = (i: number): Stoparea[] => results[i]?.data?.stopareas ?? [];
  const counts = access.map((_, i) => stopsOf(i).length);
  const level = serviceLevelOf(counts);
  const allStops = access.flatMap((_, i) => stopsOf(i));
  const [toggled, setToggled] = useState<boolean>();
  const isOpen = toggled ?? (!isPending && allStops.length > 0);
  const durations = useMemo(
    () => ({
      calculatedDuration: doc.calculated_duration as number | null | undefined,
      durations: doc.durations as string[] | null | undefined,
    }),
    [doc.calculated_duration, doc.durations],
  );
  const planner = useTripPlanner(access, durations);
  const journey = journeysOf(planner.search.step)[planner.search.selected];

  return (
    <section className={styles.box} data-testid="transport-box" aria-labelledby="transport-box-title">
      <h2 className={styles.title} id="transport-box-title">
        <button type="button" aria-expanded={isOpen} onClick={() => setToggled(!isOpen)}>
          {t('transport.title')}
        </button>
      </h2>
      {isOpen && (
        <div className={styles.body}>
          <h3>{t('transport.nearbyStops')}</h3>
          {!isPending && level !== 'served' && (
            <div className={styles.notice} role="status">
              <strong>{t(level === 'partial' ? 'transport.partialTitle' : 'transport.unservedTitle')}</strong>
              <p>{t(level === 'partial' ? 'transport.partialText' : 'transport.unservedText')}</p>
            </div>
          )}
          {access.map((a, i) => (
            <AccessStops key={a.id} access={a} stops={stopsOf(i)} isPending={!!results[i]?.isPending} />
          ))}
          {allStops.length > 0 && (
            <Suspense fallback={<MapWaiting height={TRANSPORT_MAP_HEIGHT} />}>
              <TransportMap doc={doc} stops={allStops} journey={journey} />
            </Suspense>
          )}
          <h3>{t('transport.planATrip')}</h3>
          {journeysEnabled && access.length > 0 ? (
            <TripPlanner planner={planner} access={access} />
          ) : (
            <p className={styles.muted}>{t('transport.plannerOff')}</p>
          )}
        </div>
      )}
    </section>
  );
}

function AccessStops({
  access,
  stops,
  isPending,
}: {
  access: AccessPoint;
  stops: Stoparea[];
  isPending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.access}>
      <p className={styles.accessTitle}>{access.title}</p>
      {isPending ? null : stops.length === 0 ? (
        <p className={styles.muted}>{t('transport.noStop')}</p>
      ) : (
        <ul className={styles.stops}>
          {stopAreasOf(stops).map((area) => (
            <li key={area.id}>
              <strong>{area.name}</strong>
              <span>
                {area.lines
                  .map(({ line, operator }) =>
                    [line && t('transport.line', { line }), operator].filter(Boolean).join(' · '),
                  )
                  .join(', ')}
              </span>
              <span className={styles.distance}>
                {t('transport.distance', { km: area.distance.toFixed(1) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One entry per stop area, with its lines (the API answers one per stop area and line). */
export function stopAreasOf(stops: Stoparea[]) {
  const areas = new Map<
    string,
    { id: string; name: string; distance: number; lines: { line: string; operator: string }[] }
  >();
  for (const s of stops) {
    const area = areas.get(s.navitia_id) ?? {
      id: s.navitia_id,
      name: s.stoparea_name,
      distance: s.distance,
      lines: [],
    };
    area.lines.push({ line: s.line, operator: s.operator });
    areas.set(s.navitia_id, area);
  }
  return [...areas.values()];
}
