/**
 * The document side of `POST`/`DELETE /associations` (`associations/service.ts`): the one
 * entry the association service uses of the write path.
 */
import type { Kysely } from 'kysely';
import type { DocumentType } from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { loadTargets } from '../../associations/targets.ts';
import type { AssociationPlan, LinkChange } from '../../associations/writes.ts';
import { readDocuments, type LocaleRow } from '../read/read.ts';
import type { WriteLocale } from '../write-input.ts';
import {
  defaultGeom,
  defaultMainWaypoint,
  fillOutingFromRoute,
  routeComputedFields,
  type WorkingDocument,
  servedWaypoints,
} from './computed-fields.ts';
import { sameGeometry } from './geometry.ts';
import { figuresChanged, localeChanges } from './update-diff.ts';
import { writeUpdate } from './update-write.ts';
import type { WriteContext } from './write-rules.ts';

const writeLocale = (l: LocaleRow): WriteLocale => ({
  ...l.texts,
  lang: l.lang,
  version: l.version,
  title: l.title,
  summary: l.summary,
  description: l.description,
});

/**
 * Writes a document whose association lists change by one link, through the update writer:
 * spec 3 §4 side effects (an outing takes its new route's point, empty figures and title; a
 * route or an xreport without point takes one), the route's main waypoint, title prefixes and computed fields,
 * a new version by the caller when the document changed, association log, cache versions,
 * feed values (an outing whose participants change is bumped as `updated`).
 */
export async function updateForLinkChange(
  trx: Kysely<DB>,
  ctx: WriteContext,
  id: number,
  {
    plan,
    change,
    otherType,
    adding,
  }: { plan: AssociationPlan; change: LinkChange; otherType: DocumentType; adding: boolean },
): Promise<boolean> {
  const record = (await readDocuments(trx, [id])).get(id)!;
  const type = record.typeName;
  const final = plan.final;
  const targets = await loadTargets(trx, final);
  const doc: WorkingDocument = {
    type,
    attributes: { ...record.attributes },
    locales: record.locales.map(writeLocale),
    geom: record.row.geom,
    geom_detail: record.row.geom_detail,
  };
  if (adding) {
    const added = targets.get(change.other);
    if (type === 'outing' && otherType === 'route' && added) fillOutingFromRoute(doc, [added]);
    if (type === 'route' || type === 'xreport') defaultGeom(doc, final, targets, false);
  }
  defaultMainWaypoint(doc, final);
  routeComputedFields(
    doc,
    final,
    targets,
    doc.type === 'route' ? await servedWaypoints(trx, final.waypoints ?? []) : undefined,
  );
  const quality = record.row.quality;
  const changes = {
    figures: figuresChanged(
      type,
      { quality, attributes: record.attributes },
      { quality, attributes: doc.attributes },
    ),
    geometry:
      !sameGeometry(doc.geom, record.row.geom) || !sameGeometry(doc.geom_detail, record.row.geom_detail),
    locales: localeChanges(id, record.locales, doc.locales),
    plan,
  };
  const message = adding
    ? `Associated ${otherType} ${change.other}`
    : `Removed association with ${otherType} ${change.other}`;
  return writeUpdate(trx, ctx, { record, doc, quality, final, changes, message });
}
