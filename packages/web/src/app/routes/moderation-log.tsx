import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ModerationLogList } from '../../features/changes/components/moderation-log-list.tsx';
import { DangerNotice } from '../../components/danger-notice.tsx';
import { useSession } from '../../lib/use-session.ts';
import styles from './changes-page.module.css';

/** GET /moderation/log: at most 200 entries a page; 50 by default. */
const MAX_LIMIT = 200;
const DEFAULT_LIMIT = 50;

const intParam = (raw: string | null, min: number): number | undefined => {
  const value = Number(raw);
  return raw !== null && raw !== '' && Number.isInteger(value) && value >= min ? value : undefined;
};

/** Issue 13: the moderation log, for moderators (others get the refusal, not a request). */
export default function ModerationLogRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const query = {
    limit: Math.min(MAX_LIMIT, intParam(params.get('limit'), 1) ?? DEFAULT_LIMIT),
    offset: intParam(params.get('offset'), 0) ?? 0,
  };
  return (
    <div className={styles.page}>
      <title>{`${t('screens.moderationLog')} · ${t('app.name')}`}</title>
      <h1>{t('screens.moderationLog')}</h1>
      {session?.roles.includes('moderator') ? (
        <ModerationLogList query={query} />
      ) : (
        <DangerNotice title={t('changes.moderatorsOnly')} />
      )}
    </div>
  );
}
