import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WelcomeBanner } from '../../features/home/components/welcome-banner.tsx';
import {
  HOME_MODES,
  HomeModeToggle,
  type HomeMode,
} from '../../features/home/components/home-mode-toggle.tsx';
import { PersonalFeedSwitch } from '../../features/home/components/personal-feed-switch.tsx';
import { Dashboard } from '../../features/home/components/dashboard.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { useSession } from '../../lib/use-session.ts';
import { useStoredState } from '../../lib/use-stored-state.ts';
import { loadAllMessages } from '../../lib/i18n.ts';
import styles from './home.module.css';

// The feed is the other mode of the home page: it loads when chosen, not with the dashboard, with
// the whole catalogue (its messages are not in the French core, french-core-sections.ts).
const ActivityFeed = lazy(() =>
  Promise.all([import('../../features/feed/components/activity-feed.tsx'), loadAllMessages()]).then(
    ([m]) => ({ default: m.ActivityFeed }),
  ),
);
// The dashboard's forum widget loads when its place scrolls into view (home bundle budget).
const ForumWidget = lazy(() =>
  import('../../features/forum/components/forum-widget.tsx').then((m) => ({ default: m.ForumWidget })),
);

const parseMode = (raw: string) => HOME_MODES.find((mode) => mode === raw);
type FeedChoice = 'personal' | 'default';
const parseFeedChoice = (raw: string) => (raw === 'personal' || raw === 'default' ? raw : undefined);

/**
 * Spec 1 §2.3: welcome banner, then the dashboard or the activity feed; signed-in users may
 * load their preferences (the personal feed). Mode and choice are remembered.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const [mode, setMode] = useStoredState<HomeMode>('home.mode', parseMode, 'dashboard');
  const [feedChoice, setFeedChoice] = useStoredState<FeedChoice>('home.feed', parseFeedChoice, 'default');
  const isPersonal = !!session && feedChoice === 'personal';

  return (
    <div className={styles.page}>
      <title>{`${t('app.name')} · ${t('app.tagline')}`}</title>
      <WelcomeBanner />
      <div className={styles.toolbar}>
        <HomeModeToggle mode={mode} onChange={setMode} />
        {session && mode === 'feed' && (
          <PersonalFeedSwitch
            isPersonal={isPersonal}
            onChange={(checked) => setFeedChoice(checked ? 'personal' : 'default')}
          />
        )}
      </div>
      <h2 className="visually-hidden">{t(`home.${mode}`)}</h2>
      {mode === 'dashboard' ? (
        <Dashboard renderForumWidget={(className) => <ForumWidget className={className} />} />
      ) : (
        <Suspense fallback={<LoadingNotice />}>
          <ActivityFeed feed={{ kind: isPersonal ? 'personal' : 'default' }} />
        </Suspense>
      )}
    </div>
  );
}
