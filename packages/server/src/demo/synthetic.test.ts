import { describe, expect, it } from 'vitest';
import {
  routeFieldApplies,
  outingFieldApplies,
  waypointFieldApplies,
  FIELD_ENUMS,
  CATEGORY_ENUM,
} from './applicability.ts';
import { ENUMS, type Activity, type WaypointType } from './enums.ts';
import { positionsOf } from './geo.ts';
import { DEMO_PICTURE_FILENAMES } from './pictures.ts';
import { syntheticAssociations, syntheticBatches, syntheticDocuments } from './synthetic.ts';
import type { DemoAssociation, DemoDocument } from './types.ts';

const VALID_PAIRS = new Set(['w→r', 'r→o', 'o→i', 'r→i', 'r→x', 'u→o']);

function collect(count: number, options = {}) {
  const documents: DemoDocument[] = [];
  const associations: DemoAssociation[] = [];
  for (const b of syntheticBatches(count, options)) {
    documents.push(...b.documents);
    associations.push(...b.associations);
  }
  return { documents, associations };
}

describe('synthetic documents', () => {
  const { documents, associations } = collect(20000, { seed: 7 });
  const byId = new Map(documents.map((d) => [d.document_id, d]));

  it('is deterministic and seedable', () => {
    const again = collect(2000, { seed: 7 });
    expect(JSON.stringify(collect(2000, { seed: 7 }))).toBe(JSON.stringify(again));
    // the same plan whatever the count (only written_at spreads over the count)
    expect(again.documents.map((d) => d.type)).toEqual(documents.slice(0, 2000).map((d) => d.type));
    const other = collect(2000, { seed: 8 });
    expect(JSON.stringify(other.documents)).not.toBe(JSON.stringify(again.documents));
  });

  it('yields batches with consecutive ids from startId', () => {
    const sizes = [...syntheticDocuments(2500, { startId: 500000, batchSize: 1000 })].map((b) => b.length);
    expect(sizes).toEqual([1000, 1000, 500]);
    const first = [...syntheticDocuments(3, { startId: 500000 })].flat();
    expect(first.map((d) => d.document_id)).toEqual([500000, 500001, 500002]);
    expect(documents[0]?.document_id).toBe(10000);
  });

  it('follows the guidebook mix', () => {
    const share = (t: string) => documents.filter((d) => d.type === t).length / documents.length;
    expect(share('o')).toBeCloseTo(0.45, 1);
    expect(share('i')).toBeCloseTo(0.3, 1);
    expect(share('r')).toBeCloseTo(0.12, 1);
    expect(share('w')).toBeCloseTo(0.08, 1);
    expect(share('c') + share('x') + share('b')).toBeCloseTo(0.05, 1);
  });

  it('uses valid fields, enums and coordinates', () => {
    const problems: string[] = [];
    for (const d of documents) {
      const acts = (d.attributes.activities ?? []) as Activity[];
      for (const [field, value] of Object.entries(d.attributes)) {
        if (
          d.type === 'r' &&
          field !== 'main_waypoint_id' &&
          !routeFieldApplies(field, acts, d.attributes.climbing_outdoor_type as string)
        )
          problems.push(`${d.document_id} ${field}`);
        if (d.type === 'o' && !outingFieldApplies(field, acts)) problems.push(`${d.document_id} ${field}`);
        if (d.type === 'w' && !waypointFieldApplies(field, d.attributes.waypoint_type as WaypointType))
          problems.push(`${d.document_id} ${field}`);
        const enumName =
          field === 'categories'
            ? CATEGORY_ENUM[d.type]
            : d.type !== 'm' && (field === 'editor' || field === 'scale')
              ? undefined
              : FIELD_ENUMS[field];
        if (!enumName) continue;
        const allowed = (ENUMS as Record<string, readonly string[]>)[enumName] ?? [];
        for (const v of Array.isArray(value) ? value : [value])
          if (v !== null && !allowed.includes(v as string))
            problems.push(`${d.document_id} ${field}=${String(v)}`);
      }
      if (d.type === 'r') expect(acts).not.toContain('paragliding');
      if (d.type === 'o') {
        const { date_start: ds, date_end: de } = d.attributes as { date_start: string; date_end: string };
        expect(de >= ds && de <= '2026-11-01').toBe(true);
      }
      if (d.type === 'i') {
        expect(DEMO_PICTURE_FILENAMES).toContain(d.image_file);
        expect(String(d.attributes.filename).length).toBeLessThanOrEqual(30);
      }
      if (d.type === 'b') {
        const digits = String(d.attributes.isbn);
        const sum = [...digits].reduce((acc, c, i) => acc + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
        expect(digits).toHaveLength(13);
        expect(sum % 10).toBe(0);
      }
      for (const text of [d.geometry?.geom, d.geometry?.geom_detail]) {
        if (!text) continue;
        for (const [lon, lat] of positionsOf(text)) {
          expect(lon! > -11 && lon! < 30 && lat! > 35 && lat! < 71, `${d.document_id} ${lon},${lat}`).toBe(
            true,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('links only valid pairs of documents that come earlier or in the same batch', () => {
    const batchOf = new Map<number, number>();
    let b = 0;
    for (const batch of syntheticBatches(20000, { seed: 7 })) {
      for (const d of batch.documents) batchOf.set(d.document_id, b);
      for (const a of batch.associations) {
        const parent = byId.get(a.parent_document_id);
        const child = byId.get(a.child_document_id);
        const parentType = parent?.type ?? (a.parent_document_id <= 16 ? 'u' : undefined);
        expect(VALID_PAIRS.has(`${parentType}→${child?.type}`), `${parentType}→${child?.type}`).toBe(true);
        if (parent) expect(batchOf.get(a.parent_document_id)).toBeLessThanOrEqual(b);
        expect(batchOf.get(a.child_document_id)).toBe(b);
      }
      b++;
    }
    const routes = documents.filter((d) => d.type === 'r' && d.attributes.main_waypoint_id !== undefined);
    for (const r of routes)
      expect(
        associations.some(
          (a) =>
            a.child_document_id === r.document_id && a.parent_document_id === r.attributes.main_waypoint_id,
        ),
      ).toBe(true);
  });

  it('replays the associations alone', () => {
    const direct = [...syntheticAssociations(5000, { seed: 3, linkUsers: false })].flat();
    const viaBatches = collect(5000, { seed: 3, linkUsers: false }).associations;
    expect(direct).toEqual(viaBatches);
    const withUsers = [...syntheticAssociations(5000, { seed: 3 })].flat();
    expect(withUsers).toEqual(collect(5000, { seed: 3 }).associations);
  });

  it('streams its documents in batches of 1,000, whatever the count', () => {
    // How long a million takes is the bench's figure (`npm run bench -w @cairn/server` prints it),
    // not a test's: a timed test fails on a slower machine.
    const sizes: number[] = [];
    for (const batch of syntheticBatches(50_500, { seed: 11 })) sizes.push(batch.documents.length);
    expect(sizes.length).toBe(51);
    expect(sizes.slice(0, 50).every((size) => size === 1000)).toBe(true);
    expect(sizes.at(-1)).toBe(500);
  });
});
