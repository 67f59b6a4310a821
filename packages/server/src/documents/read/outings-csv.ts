/**
 * `GET /outings.csv` with the outing list's filters: the matching outings (at most 1000,
 * spec 2 §9) as a CSV file named outings.csv, one row per outing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { outingsCsv, outingsCsvEndpoint, ratingSummary, regionText, type OutingCsvRow } from '@cairn/domain';
import { schemaOf } from '../../plugins/endpoint-schema.ts';
import { tableOf } from '../../db/type-tables.ts';
import { planList, type Query } from './list-query.ts';
import { presentContext, presentListing, type Json } from './present.ts';
import { readDocuments } from './read.ts';
import { parseLangParam } from '../../plugins/query-schema.ts';

export const OUTINGS_CSV_CAP = 1000;

export async function outingsCsvRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const publicUrl = app.deps.config.publicUrl;

  app.get(
    outingsCsvEndpoint.path,
    { schema: schemaOf(outingsCsvEndpoint) },
    async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
      const pl = parseLangParam(request.query.pl);
      const plan = await planList(db, 'outing', { ...request.query, offset: '0', limit: '0' });
      const ids = (
        await sql<{
          id: number;
        }>`SELECT d.document_id AS id FROM documents d JOIN ${sql.table(tableOf('outing'))} t
        ON t.document_id = d.document_id WHERE ${sql.join(plan.where, sql` AND `)} ORDER BY ${plan.orderBy}
        LIMIT ${OUTINGS_CSV_CAP}`.execute(db)
      ).rows.map((r) => Number(r.id));
      const rows: OutingCsvRow[] = [];
      for (let i = 0; i < ids.length; i += 100) {
        const page = ids.slice(i, i + 100);
        const records = await readDocuments(db, page, { withDetail: false, type: 'outing' });
        const ctx = await presentContext(db, app.deps.caches.areas, records.values(), pl || 'fr');
        for (const id of page) {
          const r = records.get(id);
          if (!r) continue;
          const item = presentListing(r, ctx);
          const locale = (item.locales as Json[])[0] ?? {};
          const areas = (item.areas as { area_type: string; locales: { title: string }[] }[]).map((a) => ({
            area_type: a.area_type,
            title: a.locales[0]?.title ?? '',
          }));
          rows.push({
            document_id: id,
            date_start: item.date_start,
            date_end: item.date_end,
            title: locale.title,
            activities: item.activities,
            region: regionText(areas),
            elevation_max: item.elevation_max,
            height_diff_up: item.height_diff_up,
            ratings: ratingSummary(item),
            condition_rating: item.condition_rating,
            author: (item.author as { name?: string } | null)?.name,
            url: `${publicUrl}/outings/${id}`,
          });
        }
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="outings.csv"')
        .send(outingsCsv(rows));
    },
  );
}
