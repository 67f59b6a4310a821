import { Icon } from './icon.tsx';
import styles from './user-avatar.module.css';

/**
 * A user's avatar without a forum picture: the initial of the name on a coloured disc, the
 * generic user icon when there is no name (spec 1 §8). Forum avatars are `ForumAvatar`'s.
 */
export function UserAvatar({ name, size = 36 }: { name: string; size?: number }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase();
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.45 }}
      aria-hidden="true"
    >
      {initial ?? <Icon name="user" size={size * 0.6} />}
    </span>
  );
}
