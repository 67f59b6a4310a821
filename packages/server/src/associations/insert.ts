/**
 * Writes association rows and their log entries (associations history, api.md §10.2).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface NewAssociation {
  parent_document_id: number;
  parent_type: string;
  child_document_id: number;
  child_type: string;
  user_id: number;
  written_at?: Date;
}

export async function insertAssociations(db: Kysely<DB>, links: NewAssociation[]): Promise<void> {
  const size = 2000;
  for (let i = 0; i < links.length; i += size) {
    const chunk = links.slice(i, i + size);
    await db
      .insertInto('associations')
      .values(
        chunk.map((a) => ({
          parent_document_id: a.parent_document_id,
          parent_type: a.parent_type,
          child_document_id: a.child_document_id,
          child_type: a.child_type,
          written_at: a.written_at ?? new Date(),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('association_log')
      .values(
        chunk.map((a) => ({
          parent_document_id: a.parent_document_id,
          parent_type: a.parent_type,
          child_document_id: a.child_document_id,
          child_type: a.child_type,
          user_id: a.user_id,
          is_creation: true,
          written_at: a.written_at ?? new Date(),
        })),
      )
      .execute();
  }
}
