import { useState } from 'react';
import { UserAvatar } from './user-avatar.tsx';
import { avatarUrl } from '../lib/forum-links.ts';
import styles from './forum-avatar.module.css';

/**
 * A forum user's avatar from Discourse's template (spec 1 "Forum": template with a size).
 * Twice the pixels for sharp screens; decorative, the name is always written beside it. An
 * avatar that fails to load gives way to the generic user icon (spec 1 §8).
 */
export function ForumAvatar({ template, size }: { template: string; size: number }) {
  const src = avatarUrl(template, size * 2);
  const [failed, setFailed] = useState<string>();
  if (failed === src) return <UserAvatar name="" size={size} />;
  return (
    <img
      className={styles.avatar}
      src={src}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      onError={() => setFailed(src)}
    />
  );
}
