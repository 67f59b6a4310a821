/**
 * Re-applying a user's edits onto a newer version of the document (issue 12 §7: a version
 * conflict never overwrites silently and never loses a paragraph).
 *
 * Three versions meet: `base` (what the form was opened on), `mine` (the form as the user left
 * it) and `theirs` (the version saved meanwhile by someone else). A field only one side changed
 * takes that side's value; a field both changed the same way is no conflict; a field both changed
 * differently is a conflict for the user to settle. Text sections (locale fields of kind `md` or
 * `text` in the catalog) are merged line by line with a three-way merge (node-diff3), so two
 * people editing different paragraphs of one description both keep their work; overlapping
 * edits come back as conflict regions. Associations merge as sets: what the user added or
 * removed is replayed on the links of the new version.
 */
import { diff3Merge } from 'node-diff3';
import { catalogOf } from '../catalog/catalog.ts';
import type { DocumentType } from '../documents/document-types.ts';

/** The parts of a document an edit form sends (api.md §4 write bodies). */
export interface EditedLocale {
  lang: string;
  version?: number;
  [field: string]: unknown;
}

export interface EditedDocument {
  document_id?: number;
  version?: number;
  locales?: EditedLocale[];
  associations?: Record<string, readonly { document_id: number; [key: string]: unknown }[]>;
  [field: string]: unknown;
}

/** One stretch of a merged text: agreed lines, or lines both sides changed differently. */
export type TextRegion =
  | { ok: readonly string[] }
  | { conflict: { base: readonly string[]; mine: readonly string[]; theirs: readonly string[] } };

export type MergeConflict =
  | {
      kind: 'value';
      level: 'document' | 'locale';
      name: string;
      base: unknown;
      mine: unknown;
      theirs: unknown;
    }
  | { kind: 'text'; name: string; base: string; mine: string; theirs: string; regions: TextRegion[] };

export interface MergeOutcome {
  /**
   * The user's edits replayed on `theirs`, with its version numbers (ready to send once the
   * conflicts are settled). A conflicting value keeps the user's side; a conflicting text holds
   * the agreed lines and, in each conflict region, the user's lines.
   */
  merged: EditedDocument;
  conflicts: MergeConflict[];
  /** Fields (`title`, `description`, `activities`, `associations`…) the other person changed. */
  theirChanges: string[];
  /** Fields the user changed. */
  myChanges: string[];
}

/** Keys that say which version a body is based on: always taken from the newer version. */
const VERSION_KEYS = new Set(['version', 'document_id', 'available_langs', 'protected', 'type']);

/** Merges the user's edits of one locale (`lang`) and the document fields onto `theirs`. */
export function mergeEdits(
  type: DocumentType,
  lang: string,
  versions: { base: EditedDocument; mine: EditedDocument; theirs: EditedDocument },
): MergeOutcome {
  const { base, mine, theirs } = versions;
  const conflicts: MergeConflict[] = [];
  const theirChanges: string[] = [];
  const myChanges: string[] = [];
  const merged: EditedDocument = { ...theirs };

  const documentKeys = keysOf(base, mine, theirs).filter((k) => k !== 'locales' && !VERSION_KEYS.has(k));
  for (const name of documentKeys) {
    if (name === 'associations') {
      const outcome = mergeAssociations(base.associations, mine.associations, theirs.associations);
      if (outcome.theirsChanged) theirChanges.push(name);
      if (outcome.mineChanged) myChanges.push(name);
      merged.associations = outcome.merged;
      continue;
    }
    const result = mergeValue(base[name], mine[name], theirs[name]);
    if (result.theirsChanged) theirChanges.push(name);
    if (result.mineChanged) myChanges.push(name);
    merged[name] = result.value;
    if (result.conflict)
      conflicts.push({
        kind: 'value',
        level: 'document',
        name,
        base: base[name],
        mine: mine[name],
        theirs: theirs[name],
      });
  }

  const baseLocale = localeOf(base, lang) ?? { lang };
  const mineLocale = localeOf(mine, lang) ?? { lang };
  const theirLocale = localeOf(theirs, lang);
  const textFields = new Set(
    catalogOf(type)
      .fields.filter((f) => f.level === 'locale' && (f.kind === 'md' || f.kind === 'text'))
      .map((f) => f.name),
  );
  // A locale created meanwhile by someone else is merged as if it had been empty when the form opened.
  const theirsOrBase: EditedLocale = theirLocale ?? baseLocale;
  const mergedLocale: EditedLocale = { ...theirsOrBase, lang };
  if (theirLocale?.version !== undefined) mergedLocale.version = theirLocale.version;
  for (const name of keysOf(baseLocale, mineLocale, theirsOrBase).filter(
    (k) => k !== 'lang' && k !== 'version',
  )) {
    const [b, m, t] = [baseLocale[name], mineLocale[name], theirsOrBase[name]];
    if (textFields.has(name) && (typeof m === 'string' || typeof t === 'string')) {
      const text = mergeText(asText(b), asText(m), asText(t));
      if (text.theirsChanged) theirChanges.push(name);
      if (text.mineChanged) myChanges.push(name);
      mergedLocale[name] = text.value;
      if (text.regions)
        conflicts.push({
          kind: 'text',
          name,
          base: asText(b),
          mine: asText(m),
          theirs: asText(t),
          regions: text.regions,
        });
      continue;
    }
    const result = mergeValue(b, m, t);
    if (result.theirsChanged) theirChanges.push(name);
    if (result.mineChanged) myChanges.push(name);
    mergedLocale[name] = result.value;
    if (result.conflict)
      conflicts.push({ kind: 'value', level: 'locale', name, base: b, mine: m, theirs: t });
  }
  merged.locales = [...(theirs.locales ?? []).filter((l) => l.lang !== lang), mergedLocale];
  return { merged, conflicts, theirChanges, myChanges };
}

/** A merged text's conflict regions written out with markers the form refuses to save. */
export function textWithMarkers(
  regions: readonly TextRegion[],
  labels: { mine: string; theirs: string },
): string {
  return regions
    .flatMap((region) =>
      'ok' in region
        ? region.ok
        : [
            `<<<<<<< ${labels.mine}`,
            ...region.conflict.mine,
            '=======',
            ...region.conflict.theirs,
            `>>>>>>> ${labels.theirs}`,
          ],
    )
    .join('\n');
}

/** Whether a text still holds the markers of an unsettled conflict. */
export function hasConflictMarkers(text: string): boolean {
  return /^<{7} /m.test(text) && /^={7}$/m.test(text) && /^>{7} /m.test(text);
}

/**
 * Settles each conflict region of a text with the user's choice, in order ("both" keeps their
 * lines, then the user's); regions without a choice keep the user's lines.
 */
export function resolveText(
  regions: readonly TextRegion[],
  choices: readonly ('mine' | 'theirs' | 'both')[],
): string {
  let next = 0;
  return regions
    .flatMap((region) => {
      if ('ok' in region) return region.ok;
      const choice = choices[next++] ?? 'mine';
      return choice === 'both'
        ? [...region.conflict.theirs, ...region.conflict.mine]
        : region.conflict[choice];
    })
    .join('\n');
}

function mergeValue(base: unknown, mine: unknown, theirs: unknown) {
  const mineChanged = !same(base, mine);
  const theirsChanged = !same(base, theirs);
  if (!mineChanged) return { value: theirs, conflict: false, mineChanged, theirsChanged };
  if (!theirsChanged || same(mine, theirs))
    return { value: mine, conflict: false, mineChanged, theirsChanged };
  return { value: mine, conflict: true, mineChanged, theirsChanged };
}

function mergeText(base: string, mine: string, theirs: string) {
  const mineChanged = base !== mine;
  const theirsChanged = base !== theirs;
  if (!mineChanged || mine === theirs)
    return { value: theirs, mineChanged, theirsChanged, regions: undefined };
  if (!theirsChanged) return { value: mine, mineChanged, theirsChanged, regions: undefined };
  const regions: TextRegion[] = diff3Merge(lines(mine), lines(base), lines(theirs), {
    excludeFalseConflicts: true,
  }).map((region) =>
    region.ok
      ? { ok: region.ok }
      : { conflict: { mine: region.conflict!.a, base: region.conflict!.o, theirs: region.conflict!.b } },
  );
  const clean = regions.every((r) => 'ok' in r);
  return {
    value: resolveText(regions, []),
    mineChanged,
    theirsChanged,
    regions: clean ? undefined : regions,
  };
}

type Links = EditedDocument['associations'];

function mergeAssociations(base: Links, mine: Links, theirs: Links) {
  const ids = (links: Links, key: string) => new Set((links?.[key] ?? []).map((l) => l.document_id));
  const merged: NonNullable<Links> = {};
  let mineChanged = false;
  let theirsChanged = false;
  for (const key of keysOf(base ?? {}, mine ?? {}, theirs ?? {})) {
    const [b, m] = [ids(base, key), ids(mine, key)];
    const t = ids(theirs, key);
    const added = [...m].filter((id) => !b.has(id));
    const removed = new Set([...b].filter((id) => !m.has(id)));
    if (added.length || removed.size) mineChanged = true;
    if (!sameSet(b, t)) theirsChanged = true;
    const kept = (theirs?.[key] ?? []).filter((l) => !removed.has(l.document_id));
    const extra = (mine?.[key] ?? []).filter((l) => added.includes(l.document_id) && !t.has(l.document_id));
    merged[key] = [...kept, ...extra];
  }
  return { merged, mineChanged, theirsChanged };
}

function localeOf(doc: EditedDocument, lang: string): EditedLocale | undefined {
  return doc.locales?.find((l) => l.lang === lang);
}

function keysOf(...objects: object[]): string[] {
  return [...new Set(objects.flatMap((o) => Object.keys(o)))];
}

const lines = (text: string) => text.split('\n');
const asText = (value: unknown) => (typeof value === 'string' ? value : '');

function sameSet(a: Set<number>, b: Set<number>) {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** Deep equality of JSON values; null, undefined and '' all mean "no value" in a form. */
function same(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = keysOf(a, b);
    return keys.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '';
