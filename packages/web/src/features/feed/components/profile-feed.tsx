import { ActivityFeed } from './activity-feed.tsx';

/**
 * Spec 1 §2.4 "profile" feed: the changes involving one user, for the profile page. The
 * documents feature cannot import this one, so the route module passes it in (a slot).
 */
export function ProfileFeed({ userId }: { userId: number }) {
  return <ActivityFeed feed={{ kind: 'profile', userId }} />;
}
