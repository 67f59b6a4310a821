import type { DocumentType, PermissionDocument, PermissionUser } from '@cairn/domain';
import type { FullDocument, UserRef } from './documents.ts';
import type { Session } from './session.ts';
import { associated } from './documents.ts';

/** The signed-in user as the domain's permission predicates see them. */
export const permissionUserOf = (session: Session | null): PermissionUser =>
  session ? { id: session.id, moderator: session.roles.includes('moderator') } : null;

/**
 * The user who wrote the first version, as the server presents it (api.md §4): `author` of
 * articles and xreports, `creator` of images. Elsewhere `author` is free text (the writer of a
 * book, the photographer of an image), never the owning user.
 */
const creatorOf = (type: DocumentType, doc: FullDocument): unknown =>
  type === 'article' || type === 'xreport' ? doc.author : type === 'image' ? doc.creator : undefined;

/** What canEdit needs to know of a document (creator, associated users). */
export function permissionDocumentOf(type: DocumentType, doc: FullDocument): PermissionDocument {
  const creator = creatorOf(type, doc) as UserRef | string | null | undefined;
  return {
    type,
    document_id: doc.document_id,
    protected: doc.protected,
    article_type: doc.article_type as string | undefined,
    image_type: doc.image_type as string | undefined,
    creator_id: typeof creator === 'object' && creator ? creator.user_id : null,
    associated_user_ids: associated(doc, 'users').map((user) => user.document_id),
  };
}
