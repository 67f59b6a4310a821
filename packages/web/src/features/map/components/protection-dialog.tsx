import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLooseT } from '../../../lib/loose-t.ts';
import { trapTab, useModal } from '../../../lib/use-modal.ts';
import type { ProtectionInfo } from '../layers/use-protection-layers.ts';
import {
  MONTHS,
  SWISS_LAYERS,
  periodMonths,
  protectionTimeOf,
  type MonthKey,
  type SensitiveArea,
  type SwissZone,
} from '../lib/protection-areas.ts';
import dialogStyles from '../../../components/confirm-dialog.module.css';
import styles from './protection-dialog.module.css';

/** The service's descriptions are HTML: only their text is shown (never markup from elsewhere). */
function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('script, style, template').forEach((element) => element.remove());
  return body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

const isLink = (value: string) => /^https?:\/\/\S+$/i.test(value);

function SensitiveAreaInfo({ area, titleId }: { area: SensitiveArea; titleId: string }) {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const months = periodMonths(area.period).map((month) => tx(`enums.months.${month}`));
  const description = plainText(area.description);
  return (
    <>
      <p className={styles.kicker}>{t('map.protection.sensitiveArea')}</p>
      <h2 id={titleId}>{area.title}</h2>
      {description && <p>{description}</p>}
      <h3>{t('map.protection.period')}</h3>
      <p className="visually-hidden">
        {months.length
          ? t('map.protection.periodMonths', { months: months.join(', ') })
          : t('map.protection.noPeriod')}
      </p>
      <ol className={styles.months} aria-hidden="true" data-testid="protection-months">
        {MONTHS.map((month, index) => (
          <li
            key={month}
            className={area.period[index] ? `${styles.month} ${styles.active}` : styles.month}
            title={tx(`enums.months.${month}`)}
          >
            {tx(`enums.months.${month}`)}
          </li>
        ))}
      </ol>
      {(area.infoUrl || area.kmlUrl) && (
        <p className={styles.links}>
          {area.infoUrl && (
            <a href={area.infoUrl} target="_blank" rel="noopener noreferrer">
              {t('map.protection.info')}
            </a>
          )}
          {area.kmlUrl && (
            <a href={area.kmlUrl} target="_blank" rel="noopener noreferrer">
              {t('map.protection.kml')}
            </a>
          )}
        </p>
      )}
    </>
  );
}

function ZoneInfo({ zone }: { zone: SwissZone }) {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const time = protectionTimeOf(zone.protectionTime);
  const date = ({ day, month }: { day: number; month: MonthKey }) =>
    t('map.protection.date', { day, month: tx(`enums.months.${month}`) });
  const layer = SWISS_LAYERS.indexOf(zone.layer);
  return (
    <>
      <h3>{zone.label || t('map.protection.swissZone')}</h3>
      <dl className={styles.facts}>
        {layer >= 0 && (
          <>
            <dt>{t('map.protection.kind')}</dt>
            <dd>{t(layer === 0 ? 'map.protection.restZone' : 'map.protection.huntingBan')}</dd>
          </>
        )}
        <dt>{t('map.protection.time')}</dt>
        <dd>
          {time.kind === 'range'
            ? t('map.protection.range', { from: date(time.from), to: date(time.to) })
            : time.kind === 'text'
              ? time.text
              : t('map.protection.noTime')}
        </dd>
        {zone.status && (
          <>
            <dt>{t('map.protection.status')}</dt>
            <dd>{zone.status}</dd>
          </>
        )}
        {zone.rules && (
          <>
            <dt>{t('map.protection.rules')}</dt>
            <dd>{zone.rules}</dd>
          </>
        )}
        {zone.extraInfo && (
          <>
            <dt>{t('map.protection.extraInfo')}</dt>
            <dd>
              {isLink(zone.extraInfo) ? (
                <a href={zone.extraInfo} target="_blank" rel="noopener noreferrer">
                  {zone.extraInfo}
                </a>
              ) : (
                zone.extraInfo
              )}
            </dd>
          </>
        )}
      </dl>
    </>
  );
}

/**
 * Spec 3 §2 "Map": the information dialog of a protection area (a sensitive area's title,
 * description, months and links; the Swiss zones' label, protection time, rules and more).
 * Modal like the app's other dialogs; Escape and the Close button close it.
 */
export function ProtectionDialog({ info, onClose }: { info: ProtectionInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModal(backdropRef, closeRef);
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The full-screen map also leaves on Escape: the dialog closes first.
      event.stopImmediatePropagation();
      onClose();
    };
    window.addEventListener('keydown', handleKey, { capture: true });
    return () => window.removeEventListener('keydown', handleKey, { capture: true });
  }, [onClose]);
  return createPortal(
    <div
      ref={backdropRef}
      className={`${dialogStyles.backdrop} ${styles.backdrop}`}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        className={`${dialogStyles.dialog} ${styles.dialog}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={trapTab}
      >
        {info.kind === 'sensitive' ? (
          <SensitiveAreaInfo area={info.area} titleId={titleId} />
        ) : (
          <>
            <h2 id={titleId}>{t('map.protection.swissTitle')}</h2>
            {info.zones.map((zone) => (
              <ZoneInfo key={`${zone.layer}:${zone.id}`} zone={zone} />
            ))}
          </>
        )}
        <div className={styles.buttons}>
          <button ref={closeRef} type="button" className="button button-quiet" onClick={onClose}>
            {t('map.protection.close')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
