import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { cx } from '../../../lib/cx.ts';
import { useFollowingUser } from '../api/get-following-user.ts';
import { useSetFollowing } from '../api/set-following.ts';
import { useTodo } from '../api/get-todo.ts';
import { useSetTodo } from '../api/set-todo.ts';
import styles from './document-view.module.css';

/**
 * A star that toggles a yes/no state of the signed-in user. Its name stays the same whatever
 * the state, which `aria-pressed` carries; while the state is unknown or being saved it stays in
 * place and focusable but does nothing.
 */
function StarToggle({
  label,
  isPressed,
  isBusy,
  onToggle,
}: {
  label: string;
  isPressed: boolean;
  isBusy: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={cx(styles.tool, styles.star)}
      aria-pressed={isPressed}
      aria-disabled={isBusy || undefined}
      onClick={() => {
        if (!isBusy) onToggle();
      }}
    >
      <Icon name="star" size={18} />
      {label}
    </button>
  );
}

/** Spec 2 "Detail page": profiles show a follow star (spec 1 §4: followed, not followed). */
export function FollowStar({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const { data, isError } = useFollowingUser(profileId);
  const mutation = useSetFollowing(profileId);
  if (isError) return null;
  const isFollowing = data?.is_following ?? false;
  const handleToggle = () =>
    mutation.mutate(!isFollowing, { onError: () => showToast(t('documents.tools.followError')) });
  return (
    <StarToggle
      label={t('documents.tools.follow')}
      isPressed={isFollowing}
      isBusy={!data || mutation.isPending}
      onToggle={handleToggle}
    />
  );
}

/** Spec 2 "Detail page": routes show a to-do star; spec 2 §8 names its failure toast. */
export function TodoStar({ routeId }: { routeId: number }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const { data, isError } = useTodo(routeId);
  const mutation = useSetTodo(routeId);
  if (isError) return null;
  const isTodo = data?.todo ?? false;
  const handleToggle = () =>
    mutation.mutate(!isTodo, { onError: () => showToast(t('documents.tools.todoError')) });
  return (
    <StarToggle
      label={t('documents.tools.todo')}
      isPressed={isTodo}
      isBusy={!data || mutation.isPending}
      onToggle={handleToggle}
    />
  );
}
