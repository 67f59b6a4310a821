import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOf, isLocalDateTime, timeOf, type Journey, type JourneySection } from '@cairn/domain';
import type { AccessPoint } from '../lib/access-points.ts';
import { clockOf, durationText, sectionColor } from '../lib/journey-format.ts';
import { journeysOf, type useTripPlanner } from '../hooks/use-trip-planner.ts';
import { AddressInput } from './address-input.tsx';
import styles from './transport-box.module.css';

type Planner = ReturnType<typeof useTripPlanner>;

/**
 * Spec 3 §2 "planATrip": the departure address, the access point, date and time, the outbound
 * and return tabs, the journeys found with leave earlier / later and next day, and the messages
 * of spec 3 §5 and §8.
 */
export function TripPlanner({ planner, access }: { planner: Planner; access: AccessPoint[] }) {
  const { t } = useTranslation();
  const id = useId();
  const { search, tab } = planner;
  const journeys = journeysOf(search.step);
  return (
    <div className={styles.planner} data-testid="trip-planner">
      <div role="tablist" className={styles.tabs}>
        {(['outbound', 'return'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            disabled={name === 'return' && !planner.canReturn}
            onClick={() => planner.setTab(name)}
          >
            {t(`transport.${name}`)}
          </button>
        ))}
      </div>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void planner.find();
        }}
      >
        <AddressInput value={planner.departure} onChange={planner.setDeparture} />
        <div className={styles.field}>
          <label htmlFor={`${id}-wp`}>
            {t(tab === 'outbound' ? 'transport.destination' : 'transport.returnFrom')}
          </label>
          <select
            id={`${id}-wp`}
            value={search.waypointId ?? ''}
            onChange={(e) =>
              planner.update({ waypointId: e.target.value ? Number(e.target.value) : undefined })
            }
          >
            <option value="">{t('transport.chooseAccess')}</option>
            {access.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.when}>
          <div className={styles.field}>
            <label htmlFor={`${id}-date`}>{t('transport.date')}</label>
            <input
              id={`${id}-date`}
              type="date"
              required
              value={dateOf(search.at)}
              onChange={(e) => {
                const at = `${e.target.value}T${timeOf(search.at)}`;
                if (isLocalDateTime(at)) planner.update({ at });
              }}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-time`}>{t('transport.time')}</label>
            <input
              id={`${id}-time`}
              type="time"
              required
              value={timeOf(search.at)}
              onChange={(e) => {
                const at = `${dateOf(search.at)}T${e.target.value}`;
                if (isLocalDateTime(at)) planner.update({ at });
              }}
            />
          </div>
        </div>
        {tab === 'return' && search.warning && (
          <p className={styles.warning}>{t(`transport.returnWarning.${search.warning}`)}</p>
        )}
        <button type="submit" className={styles.primary} disabled={search.status === 'searching'}>
          {t(search.status === 'searching' ? 'transport.searching' : 'transport.search')}
        </button>
      </form>
      {search.problem && (
        <p role="alert" className={styles.warning}>
          {t(`transport.${search.problem}`)}
        </p>
      )}
      {search.status === 'done' && search.step?.kind === 'none' && (
        <div role="status" className={styles.notice}>
          <strong>{t('transport.noneTitle')}</strong>
          <p>{t('transport.noneText')}</p>
        </div>
      )}
      {search.status === 'done' && search.step?.kind === 'lastOfDay' && (
        <p role="status" className={styles.notice}>
          {t('transport.lastOfDay')}
        </p>
      )}
      {journeys.length > 0 && (
        <ol className={styles.journeys} aria-label={t('transport.journeys')}>
          {journeys.map((j, i) => (
            <JourneyItem
              key={i}
              journey={j}
              isSelected={i === search.selected}
              onSelect={() => planner.select(i)}
            />
          ))}
        </ol>
      )}
      {search.status === 'done' && (
        <div className={styles.shifts}>
          <button type="button" onClick={() => void planner.earlier()}>
            {t('transport.earlier')}
          </button>
          <button type="button" onClick={() => void planner.later()}>
            {t('transport.later')}
          </button>
          <button type="button" onClick={() => void planner.nextDay()}>
            {t('transport.nextDay')}
          </button>
        </div>
      )}
    </div>
  );
}

function JourneyItem({
  journey,
  isSelected,
  onSelect,
}: {
  journey: Journey;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.journey} data-selected={isSelected || undefined}>
      <button type="button" className={styles.journeyHead} aria-pressed={isSelected} onClick={onSelect}>
        <strong>
          {clockOf(journey.departure_date_time)} → {clockOf(journey.arrival_date_time)}
        </strong>
        <span>{durationText(journey.duration)}</span>
      </button>
      <ol className={styles.sections}>
        {journey.sections.map((s, i) => (
          <li key={i}>
            <span className={styles.sectionMark} style={{ background: sectionColor(s) }} aria-hidden="true" />
            <span>{sectionText(s, t as unknown as Translate)}</span>
          </li>
        ))}
      </ol>
    </li>
  );
}

/** The translation function with plain keys (the section keys are built at run time). */
type Translate = (key: string, options?: Record<string, string>) => string;

function sectionText(s: JourneySection, t: Translate): string {
  const times = `${clockOf(s.departure_date_time)}–${clockOf(s.arrival_date_time)}`;
  const places = { from: s.from?.name ?? '', to: s.to?.name ?? '' };
  const info = s.display_informations;
  switch (s.type) {
    case 'public_transport':
    case 'on_demand_transport':
      return t('transport.section.ride', {
        times,
        ...places,
        mode: info?.commercial_mode ?? t(`transport.section.${s.type}`),
        code: info?.code ?? '',
        direction: info?.direction ?? places.to,
      });
    case 'street_network':
      return t('transport.section.street', {
        times,
        ...places,
        mode: t(`transport.modes.${s.mode === 'bike' || s.mode === 'car' ? s.mode : 'walking'}`),
      });
    case 'transfer':
      return t('transport.section.transfer', { times, ...places });
    default:
      return t('transport.section.waiting', { times });
  }
}
