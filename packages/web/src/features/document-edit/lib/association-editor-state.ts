/**
 * The association editor's state (spec 2 §4–§5, spec 3 §4 "Association editor item statuses",
 * §5 "Association rules"): from the lists as loaded, the lists as edited and the documents
 * found by search, the groups shown with each item's status and button, and what a save sends
 * — the `associations` of a create or update body (api.md §8.1, §8.2) or the link operations
 * of `POST`/`DELETE /associations` (api.md §10). The rules are the domain's.
 */
import {
  addAssociationRefusal,
  associationBody,
  ASSOCIATION_KEY_TYPES,
  EDITABLE_ASSOCIATIONS,
  removeAssociationRefusal,
  STRUCTURAL_REMOVE_REFUSALS,
  UPDATABLE_ASSOCIATION_KEYS,
  type AddAssociationRefusal,
  type AssociationDocument,
  type AssociationKey,
  type DocumentType,
  type EditedDocument,
  type PermissionUser,
  type RemoveAssociationRefusal,
} from '@cairn/domain';
import { typeOfLetter, type FullDocument, type Listing } from '../../../lib/documents.ts';
import { permissionDocumentOf } from '../../../lib/permissions.ts';

/** Association lists by key (api.md §5.3): listing items, as loaded or as edited. */
export type AssociationLists = Partial<Record<string, readonly Listing[]>>;

/** A full document's `associations`: lists, and paged objects for the keys no editor changes. */
export type LoadedAssociations = AssociationLists | FullDocument['associations'] | null | undefined;

/**
 * `form`: inside the edit form, the keys a create/update body carries (api.md §8.4).
 * `links`: the standalone editor, every list of the type's editor (fields.md §15), saved link by link.
 */
export type AssociationEditorMode = 'form' | 'links';

export type AssociationRefusal = AddAssociationRefusal | RemoveAssociationRefusal;

/**
 * spec 3 §4: `current` (button Remove), `deleted` (Put it back), `proposition` (Add). A current
 * item `isNew` when the user added it; removing it makes it a proposition again.
 */
export type AssociationItem = {
  doc: Listing;
  status: 'current' | 'deleted' | 'proposition';
  isNew: boolean;
  /** Why the item's button is disabled (spec 3 §5), or null when it may be pressed. */
  refusal: AssociationRefusal | null;
};

export type AssociationGroup = { key: AssociationKey; type: DocumentType; items: AssociationItem[] };

export type AssociationEditorInput = {
  type: DocumentType;
  /** The document as edited (wire shape); its `associations` are the edited lists, a key absent being as loaded. */
  document: EditedDocument;
  /** The lists as loaded: the full document's `associations`; nothing for a new document. */
  loaded: LoadedAssociations;
  /** Documents found by search and not added, by key. */
  proposed?: AssociationLists;
  user: PermissionUser;
  mode: AssociationEditorMode;
};

/** A link to write with `POST` (add) or `DELETE /associations` (remove), in the pair's parent → child order. */
export type LinkOperation = {
  op: 'add' | 'remove';
  parent_document_id: number;
  child_document_id: number;
  key: AssociationKey;
  /** The other document, to name it in a message. */
  other: Listing;
};

const has = (list: readonly { document_id: number }[], id: number) => list.some((d) => d.document_id === id);

/** The groups of `type`'s editor, in editor order (fields.md §15); none for areas and maps (spec 3 §6). */
export function associationGroupKeys(type: DocumentType, mode: AssociationEditorMode): AssociationKey[] {
  if (type === 'area' || type === 'map') return [];
  const editable = EDITABLE_ASSOCIATIONS[type];
  const updatable = UPDATABLE_ASSOCIATION_KEYS[type];
  if (mode === 'form')
    return [
      ...editable.filter((key) => updatable.includes(key)),
      ...updatable.filter((key) => !editable.includes(key)),
    ];
  return [...editable, ...updatable.filter((key) => !editable.includes(key))];
}

/** One loaded list: the plain lists of a full document (paged objects are not edited). */
export function loadedListOf(loaded: LoadedAssociations, key: string): readonly Listing[] {
  const value = (loaded as Record<string, unknown> | null | undefined)?.[key];
  return Array.isArray(value) ? (value as Listing[]) : [];
}

const isNewDocument = (document: EditedDocument) => document.document_id == null;

/** The edited list of a key: the document's, else as loaded. */
export function editedListOf(input: Pick<AssociationEditorInput, 'document' | 'loaded'>, key: string) {
  const edited = input.document.associations?.[key] as readonly Listing[] | undefined;
  return edited ?? loadedListOf(input.loaded, key);
}

/** The other side of a link as the rules see it, from a listing item. */
export function associationDocumentOf(doc: Listing): AssociationDocument {
  const fields = doc as Record<string, unknown>;
  const author = fields.author as { user_id?: number } | string | null | undefined;
  const creator = typeof author === 'object' && author?.user_id != null ? author.user_id : null;
  const type = typeOfLetter(doc.type) ?? 'article';
  return {
    type,
    document_id: doc.document_id,
    article_type: fields.article_type as string | undefined,
    // Image listings carry no image_type (api.md §7.7): the server has the last word on personal images.
    image_type: fields.image_type as string | undefined,
    waypoint_type: fields.waypoint_type as string | undefined,
    creator_id: creator,
    // Outing listings name their author but not their participants; the author is one.
    associated_user_ids: type === 'outing' && creator != null ? [creator] : [],
  };
}

/**
 * The edited document as the rules see it: its own fields, the users associated as loaded
 * (who may edit it), and every list as edited. A new document is its author's.
 */
export function editedAssociationDocument(input: AssociationEditorInput): AssociationDocument {
  const { type, document, loaded, user, mode } = input;
  const base = permissionDocumentOf(type, { ...document, associations: loaded ?? {} } as FullDocument);
  const lists: Record<string, readonly { document_id: number }[]> = {};
  for (const [key, value] of Object.entries(loaded ?? {})) if (Array.isArray(value)) lists[key] = value;
  for (const key of associationGroupKeys(type, mode)) lists[key] = editedListOf(input, key);
  const isNew = isNewDocument(document);
  return {
    ...base,
    document_id: document.document_id ?? 0,
    creator_id: isNew && user ? user.id : base.creator_id,
    associated_user_ids: isNew && user ? [user.id] : base.associated_user_ids,
    main_waypoint_id: document.main_waypoint_id as number | null | undefined,
    waypoint_type: document.waypoint_type as string | null | undefined,
    associations: lists,
  };
}

/** The groups shown, each item with its status and whether its button may be pressed (and why not). */
export function associationGroups(input: AssociationEditorInput): AssociationGroup[] {
  const self = editedAssociationDocument(input);
  const removal = (doc: Listing) => removeAssociationRefusal(input.user, self, associationDocumentOf(doc));
  return associationGroupKeys(input.type, input.mode).map((key) => {
    const loaded = loadedListOf(input.loaded, key);
    const edited = editedListOf(input, key);
    const kept: AssociationItem[] = loaded.map((doc) =>
      has(edited, doc.document_id)
        ? { doc, status: 'current', isNew: false, refusal: removal(doc) }
        : { doc, status: 'deleted', isNew: false, refusal: null },
    );
    // Taking back an addition never touches a saved link: only what the document must keep holds.
    const added: AssociationItem[] = edited
      .filter((doc) => !has(loaded, doc.document_id))
      .map((doc) => {
        const refusal = removal(doc);
        return {
          doc,
          status: 'current',
          isNew: true,
          refusal: refusal && STRUCTURAL_REMOVE_REFUSALS.includes(refusal) ? refusal : null,
        };
      });
    const proposed: AssociationItem[] = (input.proposed?.[key] ?? [])
      .filter((doc) => !has(edited, doc.document_id))
      .map((doc) => ({
        doc,
        status: 'proposition',
        isNew: true,
        refusal: addAssociationRefusal(input.user, self, associationDocumentOf(doc)),
      }));
    return { key, type: ASSOCIATION_KEY_TYPES[key], items: [...kept, ...added, ...proposed] };
  });
}

/** Why `doc` cannot be added to the `key` list right now, or null: a picked document is added at once when allowed. */
export const addRefusalOf = (input: AssociationEditorInput, doc: Listing): AddAssociationRefusal | null =>
  addAssociationRefusal(input.user, editedAssociationDocument(input), associationDocumentOf(doc));

/** The edited lists with `doc` added to `key` (Add, Put it back). */
export function withAssociation(lists: AssociationLists, key: string, doc: Listing): AssociationLists {
  const list = lists[key] ?? [];
  return has(list, doc.document_id) ? lists : { ...lists, [key]: [...list, doc] };
}

/** The edited lists without document `id` in `key` (Remove). */
export const withoutAssociation = (lists: AssociationLists, key: string, id: number): AssociationLists => ({
  ...lists,
  [key]: (lists[key] ?? []).filter((doc) => doc.document_id !== id),
});

/** Every group's edited list: the value the editor hands back, the form's `associations`. */
export function editedAssociations(input: AssociationEditorInput): AssociationLists {
  const lists: AssociationLists = { ...(input.document.associations as AssociationLists | undefined) };
  for (const key of associationGroupKeys(input.type, input.mode)) lists[key] = editedListOf(input, key);
  return lists;
}

/**
 * The standalone editor's save (api.md §10): the links to add then the links to remove — in
 * that order, so an outing may trade its only route for another (spec 3 §5) — each in the
 * pair's parent → child direction (api.md §10.1, the domain's `associationBody`).
 */
export function associationLinkOperations(
  input: Pick<AssociationEditorInput, 'type' | 'document' | 'loaded'>,
): LinkOperation[] {
  const self = { type: input.type, document_id: input.document.document_id ?? 0 };
  const adds: LinkOperation[] = [];
  const removes: LinkOperation[] = [];
  for (const key of associationGroupKeys(input.type, 'links')) {
    const loaded = loadedListOf(input.loaded, key);
    const edited = editedListOf(input, key);
    const change = (op: LinkOperation['op'], other: Listing) => {
      const otherType = typeOfLetter(other.type);
      const link =
        otherType && associationBody(self, { type: otherType, document_id: other.document_id }, key);
      if (link) (op === 'add' ? adds : removes).push({ op, ...link, key, other });
    };
    for (const doc of edited) if (!has(loaded, doc.document_id)) change('add', doc);
    for (const doc of loaded) if (!has(edited, doc.document_id)) change('remove', doc);
  }
  return [...adds, ...removes];
}
