import { avatarUrl } from '../lib/forum-links.ts';
import styles from './forum.module.css';

/**
 * A forum user's avatar from Discourse's template (spec 1 "Forum": template with a size).
 * Twice the pixels for sharp screens; decorative, the name is always written beside it.
 */
export function ForumAvatar({ template, size }: { template: string; size: number }) {
  return (
    <img
      className={styles.avatar}
      src={avatarUrl(template, size * 2)}
      width={size}
      height={size}
      alt=""
      loading="lazy"
    />
  );
}
