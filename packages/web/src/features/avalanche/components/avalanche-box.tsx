import { useTranslation } from 'react-i18next';
import type { AvalancheBulletin } from '@cairn/domain';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useAvalancheBulletins } from '../api/get-bulletins.ts';
import styles from './avalanche-box.module.css';

type Level = 1 | 2 | 3 | 4 | 5;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * Spec 3 §2 "Avalanche box": the bulletins now valid in the zones of the route, each with its
 * zone, highest danger (the European scale's colour beside its words), validity and links;
 * a message when there is none; nothing when the server has no bulletin service.
 */
export function AvalancheBox({ routeId }: { routeId: number }) {
  const { t } = useTranslation();
  const query = useAvalancheBulletins(routeId);
  if (query.isPending || (query.data && !query.data.enabled)) return null;
  return (
    <section className={styles.box} aria-labelledby="avalanche-box-title" data-testid="avalanche-box">
      <h2 id="avalanche-box-title" className={styles.title}>
        {t('avalanche.title')}
      </h2>
      {query.isError ? (
        <p className={styles.empty}>{t('avalanche.unavailable')}</p>
      ) : query.data.bulletins.length === 0 ? (
        <p className={styles.empty}>{t('avalanche.none')}</p>
      ) : (
        <ul className={styles.list}>
          {query.data.bulletins.map((bulletin) => (
            <BulletinItem key={`${bulletin.country}-${bulletin.zone}`} bulletin={bulletin} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BulletinItem({ bulletin }: { bulletin: AvalancheBulletin }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const level = bulletin.danger.max as Level;
  return (
    <li className={styles.item}>
      <p className={styles.zone}>
        <strong>{bulletin.name}</strong>
        {bulletin.fullname !== bulletin.name && <span className={styles.fullname}>{bulletin.fullname}</span>}
      </p>
      <p className={styles.danger}>
        {/* The colour repeats the words beside it (the European danger scale's colours). */}
        <span className={styles.swatch} data-level={level} aria-hidden="true">
          {level}
        </span>
        <span>{t('avalanche.danger', { level, label: t(`avalanche.levels.${level}`) })}</span>
      </p>
      <p className={styles.validity}>
        {t('avalanche.validUntil', { date: format.dateTime(bulletin.validUntil) })}
      </p>
      {bulletin.urls.length > 0 && (
        <ul className={styles.links}>
          {bulletin.urls.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t('avalanche.link', { host: hostOf(url) })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
