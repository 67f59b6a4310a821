/**
 * What the version-conflict screen shows and sends (issue 12 §7): the changes of each side in
 * catalog order, what merged by itself, and the user's choices settled into the document the
 * form saves again. The merge itself is the domain's `mergeEdits`.
 */
import {
  ASSOCIATION_KEY_TYPES,
  CATALOG,
  fieldByName,
  hasConflictMarkers,
  type DocumentType,
  type EditedDocument,
  type MergeConflict,
  type MergeOutcome,
  type TextRegion,
  textWithMarkers,
} from '@cairn/domain';

/** A linked document as a change lists it: its title when the body carries one. */
export type LinkedDocument = { key: string; documentId: number; title: string | undefined };

export type Change =
  | { kind: 'value'; name: string; level: 'document' | 'locale'; before: unknown; after: unknown }
  | { kind: 'text'; name: string; before: string; after: string }
  | { kind: 'geometry'; name: 'geometry' }
  | { kind: 'associations'; name: 'associations'; added: LinkedDocument[]; removed: LinkedDocument[] };

const localeOf = (doc: EditedDocument, lang: string) => doc.locales?.find((l) => l.lang === lang);

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Where a changed name lives: the catalog says, else the bodies (a key at their top level). */
function levelOf(type: DocumentType, name: string, docs: EditedDocument[]): 'document' | 'locale' {
  const field = fieldByName(type, name);
  if (field) return field.level;
  return docs.some((doc) => name in doc) ? 'document' : 'locale';
}

/** Text sections merge line by line (the same rule as mergeEdits: md and text locale fields). */
function isTextField(type: DocumentType, name: string): boolean {
  const field = fieldByName(type, name, 'locale');
  return !!field && (field.kind === 'md' || field.kind === 'text');
}

function linksOf(doc: EditedDocument): LinkedDocument[] {
  return Object.entries(doc.associations ?? {}).flatMap(([key, links]) =>
    links.map((link) => {
      const locales = link.locales as { title?: unknown }[] | undefined;
      const title = locales?.find((l) => typeof l.title === 'string')?.title as string | undefined;
      return { key, documentId: link.document_id, title };
    }),
  );
}

function associationChange(from: EditedDocument, to: EditedDocument): Change {
  const idOf = (link: LinkedDocument) => `${link.key}.${link.documentId}`;
  const before = linksOf(from);
  const after = linksOf(to);
  const beforeIds = new Set(before.map(idOf));
  const afterIds = new Set(after.map(idOf));
  return {
    kind: 'associations',
    name: 'associations',
    added: after.filter((link) => !beforeIds.has(idOf(link))),
    removed: before.filter((link) => !afterIds.has(idOf(link))),
  };
}

/** Catalog position of a name, so that changes read in the detail page's order. */
function rankOf(type: DocumentType, name: string): number {
  const index = CATALOG[type].fields.findIndex((f) => f.name === name);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

/**
 * The changes from `from` to `to` of the names `mergeEdits` reported for one side
 * (`theirChanges` with base → theirs, `myChanges` with base → mine), in catalog order.
 */
export function changesOf(
  type: DocumentType,
  lang: string,
  names: readonly string[],
  from: EditedDocument,
  to: EditedDocument,
): Change[] {
  const unique = [...new Set(names)].sort((a, b) => rankOf(type, a) - rankOf(type, b));
  return unique.map((name): Change => {
    if (name === 'associations') return associationChange(from, to);
    if (name === 'geometry') return { kind: 'geometry', name };
    const level = levelOf(type, name, [from, to]);
    const read = (doc: EditedDocument) => (level === 'document' ? doc[name] : localeOf(doc, lang)?.[name]);
    const [before, after] = [read(from), read(to)];
    if (level === 'locale' && isTextField(type, name))
      return { kind: 'text', name, before: asText(before), after: asText(after) };
    return { kind: 'value', name, level, before, after };
  });
}

/** A change that merged by itself: taken from one side, or from both (same value, or merged text). */
export type CleanMerge = { name: string; from: 'theirs' | 'mine' | 'both' };

/** What merged without the user: every changed name that is not a conflict, in catalog order. */
export function cleanMergesOf(type: DocumentType, outcome: MergeOutcome): CleanMerge[] {
  const conflicting = new Set(outcome.conflicts.map((c) => c.name));
  const theirs = new Set(outcome.theirChanges);
  const mine = new Set(outcome.myChanges);
  return [...new Set([...theirs, ...mine])]
    .filter((name) => !conflicting.has(name))
    .sort((a, b) => rankOf(type, a) - rankOf(type, b))
    .map((name) => ({
      name,
      from: theirs.has(name) && mine.has(name) ? 'both' : theirs.has(name) ? 'theirs' : 'mine',
    }));
}

/** How the user settles one conflict region of a text (domain `resolveText`). */
export type RegionChoice = 'mine' | 'theirs' | 'both';

/**
 * The user's answer to one conflict: a value kept or taken; for a text, a choice per conflict
 * region, or (`handText` set) the whole text written by hand.
 */
export type Resolution =
  | { kind: 'value'; choice: 'mine' | 'theirs' }
  | { kind: 'text'; choices: readonly (RegionChoice | undefined)[]; handText?: string | undefined };

/** Resolutions by `conflictKey`. */
export type Resolutions = Readonly<Record<string, Resolution | undefined>>;

/** The words written on the marker lines of a text settled by hand. */
export type MarkerLabels = { mine: string; theirs: string };

export const conflictKey = (conflict: MergeConflict): string =>
  `${conflict.kind === 'value' ? conflict.level : 'locale'}.${conflict.name}`;

type ConflictRegion = Extract<TextRegion, { conflict: unknown }>;

/** The regions of a merged text the user has to settle, in order. */
export const conflictRegionsOf = (regions: readonly TextRegion[]): ConflictRegion[] =>
  regions.filter((region): region is ConflictRegion => 'conflict' in region);

function settledLines(region: ConflictRegion, choice: RegionChoice): readonly string[] {
  const { mine, theirs } = region.conflict;
  return choice === 'both' ? [...theirs, ...mine] : choice === 'mine' ? mine : theirs;
}

/** The regions with the settled conflicts turned into agreed lines; the others stay conflicts. */
export function partlySettled(
  regions: readonly TextRegion[],
  choices: readonly (RegionChoice | undefined)[],
): TextRegion[] {
  let next = 0;
  return regions.map((region) => {
    if ('ok' in region) return region;
    const choice = choices[next++];
    return choice ? { ok: settledLines(region, choice) } : region;
  });
}

/**
 * The text the hand editor opens with: the regions already chosen settled, the others written
 * out with markers (all of them when nothing was chosen), so no line of either side is dropped.
 */
export const handTextOf = (
  regions: readonly TextRegion[],
  choices: readonly (RegionChoice | undefined)[],
  labels: MarkerLabels,
): string => textWithMarkers(partlySettled(regions, choices), labels);

/**
 * Any marker line left: the domain's full check, or a lone `<<<<<<< ` / `>>>>>>> ` line (a
 * lone `=======` is a markdown heading underline, so it does not count by itself).
 */
export const hasMarkers = (text: string): boolean => hasConflictMarkers(text) || /^(<{7}|>{7}) /m.test(text);

/** Whether the user has settled a conflict: a value chosen, every region chosen, or a text without markers. */
export function isSettled(conflict: MergeConflict, resolution: Resolution | undefined): boolean {
  if (!resolution) return false;
  if (conflict.kind === 'value') return resolution.kind === 'value';
  if (resolution.kind !== 'text') return false;
  if (resolution.handText !== undefined) return !hasMarkers(resolution.handText);
  return conflictRegionsOf(conflict.regions).every((_, index) => resolution.choices[index] !== undefined);
}

/** How many conflicts still wait for the user. */
export const unsettledCount = (conflicts: readonly MergeConflict[], resolutions: Resolutions): number =>
  conflicts.filter((c) => !isSettled(c, resolutions[conflictKey(c)])).length;

/** The text a settled text conflict becomes. */
function settledText(conflict: Extract<MergeConflict, { kind: 'text' }>, resolution: Resolution): string {
  if (resolution.kind !== 'text') return conflict.mine;
  if (resolution.handText !== undefined) return resolution.handText;
  return partlySettled(conflict.regions, resolution.choices)
    .flatMap((region) => ('ok' in region ? region.ok : region.conflict.mine))
    .join('\n');
}

/**
 * The document to save again: `merged` with every conflict settled as the user chose, on the
 * version numbers of `theirs` (document and locale from `mergeEdits`; the geometry's here, since
 * a geometry kept from the user's side carries the old number). Undefined while a conflict is
 * unsettled.
 */
export function settledDocument(
  outcome: MergeOutcome,
  lang: string,
  resolutions: Resolutions,
  theirs: EditedDocument,
): EditedDocument | undefined {
  if (unsettledCount(outcome.conflicts, resolutions) > 0) return undefined;
  const locales = (outcome.merged.locales ?? []).map((l) => ({ ...l }));
  const document: EditedDocument = { ...outcome.merged, locales };
  const locale = locales.find((l) => l.lang === lang);
  for (const conflict of outcome.conflicts) {
    const resolution = resolutions[conflictKey(conflict)]!;
    if (conflict.kind === 'text') {
      if (locale) locale[conflict.name] = settledText(conflict, resolution);
      continue;
    }
    const value =
      resolution.kind === 'value' && resolution.choice === 'theirs' ? conflict.theirs : conflict.mine;
    if (conflict.level === 'document') document[conflict.name] = value;
    else if (locale) locale[conflict.name] = value;
  }
  const geometry = document.geometry;
  const theirGeometry = theirs.geometry as { version?: unknown } | undefined;
  if (geometry && typeof geometry === 'object' && theirGeometry?.version !== undefined)
    document.geometry = { ...geometry, version: theirGeometry.version };
  return document;
}

/** The key of a linked document's type, for its label (`users` → profile). */
export const linkedTypeOf = (key: string): DocumentType | undefined =>
  (ASSOCIATION_KEY_TYPES as Record<string, DocumentType>)[key];
