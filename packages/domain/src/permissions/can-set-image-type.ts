import { isModerator, type PermissionUser } from './permission-types.ts';

/**
 * Whether an image may get `next` as image_type (fields.md §5; spec 2 §5; api.md §8.5):
 * `copyright` only by moderators with a book associated, or when already set; only moderators
 * switch to `personal` an image that is not; collaborative images do not change type otherwise.
 */
export function canSetImageType(
  user: PermissionUser,
  image: { current?: string | null; next: string; hasBook?: boolean },
): boolean {
  const { current, next } = image;
  if (current === next) return true;
  const moderator = isModerator(user);
  if (next === 'copyright') return moderator && !!image.hasBook;
  if (current == null) return next === 'collaborative' || next === 'personal';
  return moderator;
}
