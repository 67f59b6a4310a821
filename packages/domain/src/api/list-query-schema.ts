/**
 * Query schemas of the lists (api.md §6): the meta parameters and each type's filters, generated
 * from the field catalog (`filtersOf`, the definitions the server turns into SQL), with the
 * description of each filter's syntax that the OpenAPI description shows. Like
 * `document-shapes.ts`, a module of catalog-derived schemas only: the web app's build takes a
 * types-only stand-in for both (packages/web/vite.config.ts), so the first page does not carry
 * the field catalog for schemas it never runs.
 */
import { z } from 'zod';
import { filtersOf, type ListFilter } from '../catalog/filters-of.ts';
import type { DocumentType } from '../documents/document-types.ts';
import { plParam, queryParam } from './query-params.ts';

const ASSOCIATED: Record<string, string> = {
  a: 'areas',
  r: 'routes',
  w: 'waypoints (a waypoint also finds the documents of its children and grand-children)',
  u: 'users',
};

const values = (f: ListFilter) => (f.enum ? ` of ${f.enum}` : '');

/** api.md §6.3 syntax of one filter, read from its catalog definition. */
function describeFilter(type: DocumentType, f: ListFilter): string {
  const fields = f.fields.join(', ');
  switch (f.kind) {
    case 'text':
      return 'Text search on titles (accent-insensitive, typo-tolerant); restricted to the `pl` titles when given; orders by relevance without `sort`';
    case 'bbox':
      return 'Bounding box `xmin,ymin,xmax,ymax` (EPSG:3857) holding the document point; ignored unless four non-zero numbers with a real extent';
    case 'ids':
      return `Comma-separated ids of associated ${type === 'route' && f.key === 'u' ? 'users who marked the route "to do"' : (ASSOCIATED[f.key] ?? 'documents')}`;
    case 'multi':
    case 'act':
    case 'orient':
      return `Comma-separated values${values(f)} (${fields}): any of them matches`;
    case 'erange':
      return f.overlap
        ? `Range \`from,to\`${values(f)}: the interval ${fields} overlaps it`
        : `Range \`from,to\`${values(f)} on ${fields} (one value: lower bound)`;
    case 'nrange':
      return f.overlap
        ? `Numbers \`min,max\`: the interval ${fields} overlaps it`
        : `Numbers \`min,max\` on ${fields} (either side may be empty)`;
    case 'num_min':
      return `Minimum of ${fields}`;
    case 'tri':
      return `${fields}: \`true\`, \`false\` (also 1, 0, True, False) or \`null\` for no information`;
    case 'check':
      return `${fields}: \`true\` (also 1, True) keeps the documents where it is set`;
    case 'date':
      if (f.ignoreYear) return `Period \`YYYY-MM-DD,YYYY-MM-DD\`, year ignored: ${fields} overlaps it`;
      return f.fields.length === 2
        ? `Date \`YYYY-MM-DD\` or dates \`YYYY-MM-DD,YYYY-MM-DD\`: ${fields} spans or overlaps it`
        : `Date \`YYYY-MM-DD\` or dates \`YYYY-MM-DD,YYYY-MM-DD\`: ${fields} within`;
    default:
      return `Filter on ${fields}`;
  }
}

/** Meta parameters of every list (api.md §6.2). */
const META = {
  offset: queryParam('Items to skip (integer, default 0); offset + limit at most 10000'),
  limit: queryParam('Items per page (integer, default 30, at most 100; 0 gives the total only)'),
  sort: queryParam(
    'Comma-separated field names, `-` for descending (`-elevation`, `global_rating,-date_end`)',
  ),
  pl: plParam(),
};

const filterShape = (type: DocumentType) =>
  Object.fromEntries(filtersOf(type).map((f) => [f.key, queryParam(describeFilter(type, f))]));

/**
 * `GET /{type}s`: the meta parameters and the type's filters, generated from the field catalog
 * (`filtersOf`, the definitions the server turns into SQL). Values stay strings: the server
 * checks them with the wording of api.md §6. Loose: other keys are ignored by the list
 * (api.md §6.3), not refused.
 */
export function listQuerySchema(type: DocumentType) {
  return z.looseObject({ ...META, ...filterShape(type) });
}

/** `GET /outings.csv`: the outing list's filters and `pl`; the file holds the first 1000 outings. */
export function outingsCsvQuerySchema() {
  return z.looseObject({ sort: META.sort, pl: META.pl, ...filterShape('outing') });
}
