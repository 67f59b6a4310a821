import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES, LANGS } from '@cairn/domain';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import type { Listing } from '../../../lib/documents.ts';
import { paths } from '../../../config/paths.ts';
import { usePreferences, type Preferences } from '../api/get-preferences.ts';
import { useSavePreferences } from '../api/save-preferences.ts';
import { useTimedFlag } from '../hooks/use-timed-flag.ts';
import { toggled } from '../lib/preferences-body.ts';
import { bannerMessageOf } from '../lib/server-messages.ts';
import { SAVED_INDICATOR_MS } from '../lib/durations.ts';
import { SaveStatus } from './save-status.tsx';
import { AreaChoices, type AreaPickerProps } from './area-choices.tsx';
import { OptionGroup } from './option-group.tsx';
import styles from './preferences.module.css';
import checkboxStyles from './checkbox.module.css';

type Props = { userId: number; renderAreaPicker: (props: AreaPickerProps) => ReactNode };

/**
 * Spec 1 §2.10: the home page feed settings. Followed users only, or else filters on content
 * languages, activities and areas; every change is saved at once (POST /users/preferences).
 */
export function FeedPreferences({ userId, renderAreaPicker }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const lang = useContentLang();
  const { enumLabel } = useFormatter();
  const { data: preferences, error, isPending } = usePreferences(userId, lang);
  const mutation = useSavePreferences(userId, lang);
  const [isSaved, showSaved] = useTimedFlag(SAVED_INDICATOR_MS);

  const save = (changes: Partial<Preferences>) => {
    if (!preferences) return;
    mutation.mutate({ ...preferences, ...changes }, { onSuccess: showSaved });
  };
  const saveError = bannerMessageOf(mutation.error, [], t);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.heading}>
        <h2 id={`${id}-title`}>{t('account.homeFeed')}</h2>
        <SaveStatus state={mutation.isPending ? 'saving' : isSaved ? 'saved' : 'idle'} />
      </div>
      <p className={styles.hint}>{t('account.homeFeedHint')}</p>
      {saveError && <DangerNotice>{saveError}</DangerNotice>}
      {isPending ? (
        <LoadingNotice />
      ) : error ? (
        <DangerNotice>{apiErrorMessage(error, t)}</DangerNotice>
      ) : (
        <>
          <div className={styles.followedOnly}>
            <label className={checkboxStyles.checkbox}>
              <input
                type="checkbox"
                checked={preferences.followed_only}
                onChange={(event) => save({ followed_only: event.target.checked })}
              />
              {t('account.followedOnly')}
            </label>
            <Link to={paths.following.href()} className={styles.link}>
              {t('account.manageFollowing')}
            </Link>
          </div>
          {!preferences.followed_only && (
            <div className={styles.filters}>
              <p className={styles.hint}>{t('account.filtersHint')}</p>
              <OptionGroup
                legend={t('account.langs')}
                options={LANGS.map((value) => ({ value, label: enumLabel('langs', value) }))}
                chosen={preferences.langs}
                onToggle={(value) => save({ langs: toggled(preferences.langs, value) })}
              />
              <OptionGroup
                legend={t('account.activities')}
                options={ACTIVITIES.map((value) => ({ value, label: enumLabel('activities', value) }))}
                chosen={preferences.activities}
                onToggle={(value) => save({ activities: toggled(preferences.activities, value) })}
              />
              <AreaChoices
                areas={preferences.areas}
                renderPicker={renderAreaPicker}
                onAdd={(area: Listing) => save({ areas: [...preferences.areas, area] })}
                onRemove={(area: Listing) =>
                  save({ areas: preferences.areas.filter((a) => a.document_id !== area.document_id) })
                }
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
