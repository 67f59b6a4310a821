import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVersionEndpoint, type DocumentType, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/**
 * api.md §9.1: `document` is null when the version is masked and the caller is not a
 * moderator; an archived document carries one locale, its `cooked` twin, and no associations.
 */
export type VersionAnswer = ResponseOf<ReturnType<typeof getVersionEndpoint<DocumentType>>>;

/** GET /{type}s/{id}/{lang}/{version_id} (not maps or profiles). */
export function getVersion(
  type: DocumentType,
  id: number,
  lang: string,
  versionId: number,
  signal?: AbortSignal,
) {
  return call(getVersionEndpoint(type), { params: { id, lang, version_id: versionId }, signal });
}

export const versionQuery = (type: DocumentType, id: number, lang: string, versionId: number) =>
  queryOptions({
    queryKey: ['version', type, id, lang, versionId],
    queryFn: ({ signal }) => getVersion(type, id, lang, versionId, signal),
    // An archived version never changes, except its masked flag (mask-version.ts refreshes it).
    staleTime: Infinity,
  });

export const useVersion = (type: DocumentType, id: number, lang: string, versionId: number | undefined) =>
  useQuery({ ...versionQuery(type, id, lang, versionId ?? 0), enabled: versionId !== undefined });
