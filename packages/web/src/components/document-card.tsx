import { Link } from 'react-router';
import { ratingSummary } from '@cairn/domain';
import { regionOf, titleOf, typeOfLetter, type Listing } from '../lib/documents.ts';
import { documentHref } from '../lib/document-href.ts';
import { useFormatter } from '../lib/field-format.tsx';
import { useLooseT } from '../lib/loose-t.ts';
import { ActivityList, ConditionMarker, QualityBadge } from './document-badges.tsx';
import { cutSummary, showsHeightUp, showsOrientations } from './document-card-rules.ts';
import styles from './document-card.module.css';

/**
 * A document as a card (spec 1 §2.4, used by the feed and the dashboard): title, region,
 * activities, ratings, elevation, height differences, orientations, image count, GPS-trace,
 * soft-mobility, quality and (outings) condition markers, summary; each only when set.
 */
export function DocumentCard({ doc, titleId }: { doc: Listing; titleId?: string }) {
  const { tx } = useLooseT();
  const format = useFormatter();
  const type = typeOfLetter(doc.type);
  const metres = (value: unknown) => (typeof value === 'number' ? `${format.number(value)} m` : null);
  const elevation = metres(doc.elevation_max ?? doc.elevation);
  const heightUp = showsHeightUp(doc.activities) ? metres(doc.height_diff_up) : null;
  const difficulties = metres(doc.height_diff_difficulties);
  const ratings = ratingSummary(doc);
  const region = regionOf(doc);
  const summary = cutSummary(doc.locales?.[0]?.summary as string | null | undefined);
  const imgCount = typeof doc.img_count === 'number' ? doc.img_count : 0;
  const facts: { key: string; label: string; text: string }[] = [];
  if (ratings) facts.push({ key: 'ratings', label: tx('feed.ratings'), text: ratings });
  if (elevation) facts.push({ key: 'elevation', label: tx('feed.elevation'), text: elevation });
  if (heightUp) facts.push({ key: 'heightUp', label: tx('feed.heightUp'), text: `+${heightUp}` });
  if (difficulties)
    facts.push({ key: 'difficulties', label: tx('feed.heightDifficulties'), text: difficulties });
  if (showsOrientations(doc.orientations))
    facts.push({ key: 'orientations', label: tx('feed.orientations'), text: doc.orientations.join(' ') });

  return (
    <div className={styles.document}>
      <h3 id={titleId} className={styles.title}>
        {type && <span className={styles.type}>{tx(`types.${type}`)}</span>}
        <Link to={documentHref(doc)}>{titleOf(doc) || `#${doc.document_id}`}</Link>
      </h3>
      {region && <p className={styles.region}>{region}</p>}
      <div className={styles.badges}>
        <ActivityList activities={doc.activities} />
        {type === 'xreport' && (
          <ActivityList
            activities={doc.event_activity ? [doc.event_activity] : []}
            enumName="event_activities"
          />
        )}
        {type === 'outing' && <ConditionMarker condition={doc.condition_rating} />}
        <QualityBadge quality={doc.quality} />
      </div>
      {(facts.length > 0 ||
        imgCount > 0 ||
        doc.geometry?.has_geom_detail ||
        doc.public_transport === true) && (
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact.key} title={fact.label}>
              <span className="visually-hidden">{fact.label} : </span>
              {fact.text}
            </li>
          ))}
          {imgCount > 0 && <li title={tx('feed.imageCount')}>{tx('feed.images', { count: imgCount })}</li>}
          {doc.geometry?.has_geom_detail && <li className={styles.marker}>{tx('feed.gpsTrace')}</li>}
          {doc.public_transport === true && <li className={styles.marker}>{tx('feed.softMobility')}</li>}
        </ul>
      )}
      {summary && <p className={styles.summary}>{summary}</p>}
    </div>
  );
}
