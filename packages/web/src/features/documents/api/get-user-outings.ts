import { listDocumentsEndpoint } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import type { Listing } from '../../../lib/documents.ts';

/** Spec 2 §9: bulk downloads read pages of 100; the outings CSV stops at 1000 outings. */
export const DOWNLOAD_PAGE_SIZE = 100;
export const OUTINGS_CSV_CAP = 1000;

/**
 * Every outing of a user (`GET /outings?u=`, api.md §6), newest first, read page by page
 * until the total or the cap is reached (api.md §6.2 "fullDownload").
 */
export async function getUserOutings(
  userId: number,
  lang: string,
  cap = OUTINGS_CSV_CAP,
): Promise<Listing[]> {
  const outings: Listing[] = [];
  for (let offset = 0; offset < cap; offset += DOWNLOAD_PAGE_SIZE) {
    const page = await call(listDocumentsEndpoint('outing'), {
      query: { u: userId, offset, limit: Math.min(DOWNLOAD_PAGE_SIZE, cap - offset), pl: lang },
    });
    outings.push(...page.documents);
    if (page.documents.length === 0 || offset + page.documents.length >= page.total) break;
  }
  return outings;
}
