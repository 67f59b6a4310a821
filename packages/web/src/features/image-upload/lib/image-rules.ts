/**
 * What the uploader decides from its parent document and the user (spec 2 §5, fields.md §5):
 * who may add images to it, each image's default type and the types offered, the licence an
 * image gets, and the `POST /images/list` body of the saved items.
 */
import {
  associationKeyOf,
  canAddAssociation,
  canSetImageType,
  IMAGE_TYPES,
  licenceOf,
  type AssociationDocument,
  type DocumentType,
  type Licence,
  type PermissionUser,
} from '@cairn/domain';
import type { ItemMetadata, UploadItem } from './upload-items.ts';

/** The document the images illustrate, as the rules see it. */
export interface ParentDocument extends AssociationDocument {
  activities?: readonly string[] | null;
}

/**
 * spec 2 §5: personal under an outing, a profile or an xreport; under an article collaborative
 * if the article is collab, else personal; otherwise collaborative.
 */
export function defaultImageType(parent: Pick<ParentDocument, 'type' | 'article_type'>): string {
  switch (parent.type) {
    case 'outing':
    case 'profile':
    case 'xreport':
      return 'personal';
    case 'article':
      return parent.article_type === 'collab' ? 'collaborative' : 'personal';
    default:
      return 'collaborative';
  }
}

/**
 * The image types the user may give a new image of `parent` (canSetImageType): collaborative
 * and personal for all; copyright for moderators, on a book (fields.md §5).
 */
export const imageTypeChoices = (user: PermissionUser, parent: Pick<ParentDocument, 'type'>): string[] =>
  IMAGE_TYPES.filter((next) =>
    canSetImageType(user, { current: null, next, hasBook: parent.type === 'book' }),
  );

/** A new image of `user` for the permission rules: no id yet (0 is never a document's). */
const newImage = (user: NonNullable<PermissionUser>, imageType: string): AssociationDocument => ({
  type: 'image',
  document_id: 0,
  image_type: imageType,
  creator_id: user.id,
  associations: {},
});

/**
 * Whether `user` may add images to `parent`: the link of a new image to it is allowed from
 * either side, as the server checks the images of an upload (api.md §10.2, spec 2 §5 — a
 * protected route takes images from anyone signed in; an outing only from its participants).
 */
export function canAddImages(user: PermissionUser, parent: ParentDocument): boolean {
  if (!user || user.blocked || parent.type === 'map' || parent.type === 'image') return false;
  const image = newImage(user, defaultImageType(parent));
  return canAddAssociation(user, parent, image) || canAddAssociation(user, image, parent);
}

/** The licence an image of this type gets (spec 2 "Licences"). */
export const imageLicence = (imageType: string): Licence =>
  licenceOf({ type: 'image', image_type: imageType });

/** The metadata a new item starts with: the default type and the parent's activities. */
export const defaultMetadata = (parent: ParentDocument): ItemMetadata => ({
  title: '',
  image_type: defaultImageType(parent),
  categories: [],
  activities: [...(parent.activities ?? [])],
});

/** spec 2 §9: the image title is at most 150 characters. */
export const MAX_TITLE = 150;

/**
 * The create bodies of `POST /images/list` (api.md §14.3), in item order: the stored file, what
 * the user set, the EXIF facts, and the link to the parent.
 */
export function imageListBody(
  items: readonly UploadItem[],
  parent: Pick<ParentDocument, 'type' | 'document_id'>,
  lang: string,
): { images: Record<string, unknown>[] } {
  const key = associationKeyOf(parent.type as DocumentType);
  return {
    images: items.map((item) => {
      const { geom, ...facts } = item.exif ?? {};
      const title = item.metadata.title.trim().slice(0, MAX_TITLE);
      return {
        filename: item.filename,
        image_type: item.metadata.image_type,
        categories: item.metadata.categories,
        activities: item.metadata.activities,
        ...facts,
        locales: [{ lang, title }],
        ...(geom ? { geometry: { geom } } : {}),
        associations: { [key]: [{ document_id: parent.document_id }] },
      };
    }),
  };
}
