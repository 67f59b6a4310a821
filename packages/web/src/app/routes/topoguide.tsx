import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES, ROUTE_ACTIVITIES, WAYPOINT_TYPES, type DocumentType } from '@cairn/domain';
import { paths } from '../../config/paths.ts';
import { useContentLang } from '../../lib/content-lang.ts';
import { useLooseT } from '../../lib/loose-t.ts';
import { Icon, type IconName } from '../../components/icon.tsx';
import styles from './hub.module.css';

type Tile = { key: string; icon: IconName; href: string; label: string; text: string };

/** Spec 3 "Topoguide hub": tiles to every list and tool, per activity and per waypoint type. */
export default function TopoguideRoute() {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const lang = useContentLang();
  const list = (type: DocumentType, icon: IconName): Tile => ({
    key: type,
    icon,
    href: paths.documentList.href(type),
    label: t(`typesPlural.${type}`),
    text: t(`topoguideHub.about.${type as 'outing'}`),
  });
  const tiles: Tile[] = [
    list('outing', 'boot'),
    list('route', 'compass'),
    list('waypoint', 'home'),
    list('image', 'eye'),
    list('book', 'book'),
    list('article', 'book'),
    list('area', 'globe'),
    {
      key: 'yeti',
      icon: 'snow',
      href: paths.yeti.href(),
      label: t('topoguideHub.yeti'),
      text: t('topoguideHub.about.yeti'),
    },
    {
      key: 'contest',
      icon: 'heart',
      href: paths.pictureContest.href(),
      label: t('topoguideHub.contest'),
      text: t('topoguideHub.about.contest'),
    },
  ];

  return (
    <div className={styles.page}>
      <title>{`${t('screens.topoguide')} · ${t('app.name')}`}</title>
      <header className={styles.hero}>
        <h1>{t('screens.topoguide')}</h1>
        <p>{t('topoguideHub.intro')}</p>
        <div className={styles.actions}>
          <Link className="button button-accent" to={paths.documentAdd.href('outing', lang)}>
            <Icon name="plus" size={18} /> {t('topoguideHub.newOuting')}
          </Link>
          <Link className="button" to={paths.documentAdd.href('route', lang)}>
            <Icon name="plus" size={18} /> {t('topoguideHub.newRoute')}
          </Link>
          <Link className="button" to={paths.documentAdd.href('waypoint', lang)}>
            <Icon name="plus" size={18} /> {t('topoguideHub.newWaypoint')}
          </Link>
        </div>
      </header>

      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.href} className={styles.tile}>
              <span className={styles.tileIcon}>
                <Icon name={tile.icon} size={26} />
              </span>
              <span className={styles.tileLabel}>{tile.label}</span>
              <span className={styles.tileText}>{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>

      <section className={styles.section} aria-labelledby="hub-outings">
        <h2 id="hub-outings">{t('topoguideHub.outingsByActivity')}</h2>
        <ul className={styles.chips}>
          {ACTIVITIES.map((activity) => (
            <li key={activity}>
              <Link to={paths.documentList.href('outing', { act: activity })}>
                {tx(`enums.activities.${activity}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="hub-routes">
        <h2 id="hub-routes">{t('topoguideHub.routesByActivity')}</h2>
        <ul className={styles.chips}>
          {ROUTE_ACTIVITIES.map((activity) => (
            <li key={activity}>
              <Link to={paths.documentList.href('route', { act: activity })}>
                {tx(`enums.activities.${activity}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="hub-waypoints">
        <h2 id="hub-waypoints">{t('topoguideHub.waypointsByType')}</h2>
        <ul className={styles.chips}>
          {WAYPOINT_TYPES.map((type) => (
            <li key={type}>
              <Link to={paths.documentList.href('waypoint', { wtyp: type })}>
                {tx(`enums.waypoint_types.${type}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
