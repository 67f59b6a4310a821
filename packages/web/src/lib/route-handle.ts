import { useMatches } from 'react-router';
import type { DocumentType } from '@cairn/domain';

/** What a route declares about itself in its `handle` (read by the shell and features). */
export type RouteHandle = {
  /** Spec 1 §6: account, following, preferences, trackers, edit and add need a signed-in user. */
  requiresAuth?: boolean;
  /** The document type of a /{type}s/… route. */
  documentType?: DocumentType;
};

export function useRouteHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
}

export function useRequiresAuth(): boolean {
  return useRouteHandles().some((handle) => handle.requiresAuth);
}

/** The document type of the current /{type}s/… route; the router sets it on each of them. */
export function useRouteDocumentType(): DocumentType {
  const type = useRouteHandles().findLast((handle) => handle.documentType)?.documentType;
  if (!type) throw new Error('useRouteDocumentType used outside a document route');
  return type;
}
