/**
 * Updating a document: `PUT /{type}s/{id}` (api.md §8.2). One transaction that locks the
 * document row, checks permissions (api.md §8.5) and versions (409, nothing written), then
 * writes only the changed parts with new version counters, archives and history versions.
 */
import { canEdit, TYPE_LETTERS, validateDocument, type DocumentType } from '@cairn/domain';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { writableFigures, pickDocument, validationInput, type UpdateBody } from '../write-input.ts';
import { readDocuments } from '../read/read.ts';
import {
  currentLinks,
  loadTargets,
  permissionDocs,
  targetErrors,
  type AssociationLists,
  type Target,
} from '../../associations/targets.ts';
import { recordedAs } from './anonymous-authors.ts';
import { associationRightErrors, planAssociations } from '../../associations/writes.ts';
import {
  defaultGeom,
  defaultMainWaypoint,
  fillOutingFromRoute,
  routeComputedFields,
  type WorkingDocument,
  servedWaypoints,
} from './computed-fields.ts';
import { geometryLimitErrors, sameGeometry } from './geometry.ts';
import { figuresChanged, localeChanges } from './update-diff.ts';
import { writeUpdate } from './update-write.ts';
import {
  EDIT_REFUSALS,
  throwIfAny,
  toErrorEntries,
  typeChangeErrors,
  type WriteContext,
} from './write-rules.ts';

const union = (a: AssociationLists, b: AssociationLists): AssociationLists => {
  const out: AssociationLists = { ...a };
  for (const [k, ids] of Object.entries(b) as [keyof AssociationLists, number[]][])
    out[k] = [...new Set([...(out[k] ?? []), ...ids])];
  return out;
};

export async function updateDocument(
  ctx: WriteContext,
  type: DocumentType,
  id: number,
  body: UpdateBody,
): Promise<void> {
  const { user } = ctx;
  if (body.document.document_id !== id)
    throw badRequest('id in the url does not match document_id in request body');
  const input = pickDocument(type, body.document, false);
  let polygonsChanged = false;

  await ctx.db.transaction().execute(async (trx) => {
    // Concurrent PUTs of one version: the second waits here, then sees the new version (409).
    const locked = await trx
      .selectFrom('documents')
      .select(['type', 'redirects_to'])
      .where('document_id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked || locked.type !== TYPE_LETTERS[type]) throw notFound('document not found');
    if (locked.redirects_to) throw badRequest('can not update merged document');
    const record = (await readDocuments(trx, [id])).get(id)!;
    const current = await currentLinks(trx, id, type);
    const rights = (await permissionDocs(trx, [record])).get(id)!;

    // api.md §8.2, §8.5 via the domain's canEdit (spec 2 §6).
    if (record.row.protected && !user.moderator)
      throw forbidden('No permission to change a protected document');
    if (!canEdit(user, rights))
      throw forbidden(EDIT_REFUSALS[type] ?? 'No permission to change this document');

    // api.md §8.2 optimistic locking, before anything is written.
    if (body.document.version !== record.row.version) throw conflict('version of document has changed');
    for (const l of input.locales ?? []) {
      const stored = record.locales.find((x) => x.lang === l.lang);
      if (stored && l.version !== stored.version) throw conflict(`version of locale '${l.lang}' has changed`);
    }
    if (
      input.geometry &&
      record.row.geometry_version !== null &&
      input.geometry.version !== record.row.geometry_version
    ) {
      throw conflict('version of geometry has changed');
    }

    // Figures are replaced (absent = null); read-only figures keep their stored values.
    const writable = new Set(writableFigures(type, false).map((f) => f.name));
    const kept = Object.fromEntries(Object.entries(record.attributes).filter(([k]) => !writable.has(k)));
    const doc: WorkingDocument = {
      type,
      attributes: { ...kept, ...input.attributes },
      locales: input.locales ?? [],
      geom: record.row.geom,
      geom_detail: record.row.geom_detail,
    };
    if (input.geometry) {
      // api.md §8.2: a route geometry without `geom` keeps the old point.
      doc.geom = input.geometry.geom ?? (type === 'route' ? record.row.geom : null);
      doc.geom_detail = input.geometry.geom_detail;
    }
    const quality = String(input.quality ?? record.row.quality);
    const wanted = input.associations;
    const final: AssociationLists = { ...current.lists, ...wanted };
    const targets = await loadTargets(trx, union(current.lists, wanted));
    const added = (key: keyof AssociationLists) =>
      (wanted[key] ?? [])
        .filter((x) => !(current.lists[key] ?? []).includes(x))
        .map((x) => targets.get(x))
        .filter((t): t is Target => !!t);
    fillOutingFromRoute(doc, added('routes'));
    defaultMainWaypoint(doc, final);

    const checked = validationInput({ ...input, quality, attributes: doc.attributes }, final);
    throwIfAny([
      ...toErrorEntries(
        validateDocument(type, checked, {
          isModerator: user.moderator,
          creating: false,
          now: ctx.now ?? new Date(),
        }),
        'document.',
      ),
      ...geometryLimitErrors(input.geometry, ctx.geometryMaxPoints, 'document.'),
      ...targetErrors(type, wanted, targets),
      ...typeChangeErrors(type, user, record.attributes, doc.attributes, (final.books ?? []).length > 0),
    ]);
    const plan = planAssociations(id, type, current, wanted);
    throwIfAny(
      associationRightErrors(
        user,
        { ...rights, main_waypoint_id: Number(doc.attributes.main_waypoint_id) || null },
        plan,
        targets,
      ),
    );

    const trackChanged =
      !!input.geometry && !sameGeometry(input.geometry.geom_detail, record.row.geom_detail);
    defaultGeom(doc, final, targets, trackChanged);
    routeComputedFields(
      doc,
      final,
      targets,
      doc.type === 'route' ? await servedWaypoints(trx, final.waypoints ?? []) : undefined,
    );
    const geometryChanged =
      !sameGeometry(doc.geom, record.row.geom) || !sameGeometry(doc.geom_detail, record.row.geom_detail);
    const changes = {
      figures: figuresChanged(
        type,
        { quality: record.row.quality, attributes: record.attributes },
        { quality, attributes: doc.attributes },
      ),
      geometry: geometryChanged,
      locales: localeChanges(id, record.locales, doc.locales),
      plan,
    };
    // api.md §8.2: a no-op PUT writes nothing.
    if (
      !changes.figures &&
      !changes.geometry &&
      !changes.locales.length &&
      !plan.added.length &&
      !plan.removed.length
    )
      return;
    // api.md §8.5: the hidden author of an anonymous xreport writes under the anonymous account.
    const recorder = { ...ctx, user: recordedAs(user, rights, record.row.creator_id) };
    polygonsChanged = await writeUpdate(trx, recorder, {
      record,
      doc,
      quality,
      final,
      changes,
      message: body.message ?? '',
    });
  });
  if (polygonsChanged) ctx.polygons.invalidate();
}
