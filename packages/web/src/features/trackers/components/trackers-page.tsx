import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRACKER_VENDORS, type TrackerVendor } from '@cairn/domain';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { paths } from '../../../config/paths.ts';
import { useLooseT } from '../../../lib/loose-t.ts';
import { requestToken, useDeauthorize, useTrackerActivities, useTrackerStatus } from '../api/trackers.ts';
import { TRACKER_ACTIVITY_PARAM } from '../lib/outing-prefill.ts';
import { actionsOf, durationText, failureOf, VENDOR_SITES } from '../lib/vendors.ts';
import styles from './trackers.module.css';

/** Spec 1 §2.11: the vendors' cards, the last five activities and the partner section. */
export function TrackersPage({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const { tx } = useLooseT();
  const toast = useToast();
  const lang = i18n.language;
  const [search, setSearch] = useSearchParams();
  const status = useTrackerStatus(userId);
  const activities = useTrackerActivities(userId, lang);
  const revoke = useDeauthorize(userId);
  const [leaving, setLeaving] = useState<TrackerVendor | null>(null);
  const shownError = useRef(false);

  // Spec 1 §8: the exchange page's failure comes back as `?error=`, shown once as a toast.
  useEffect(() => {
    const error = search.get('error');
    if (error === null || shownError.current) return;
    shownError.current = true;
    toast(t(`trackers.failures.${failureOf(error)}`), { tone: 'danger' });
    setSearch(
      (s) => {
        s.delete('error');
        return s;
      },
      { replace: true },
    );
  }, [search, setSearch, t, toast]);

  const authorize = async (vendor: TrackerVendor) => {
    setLeaving(vendor);
    try {
      const { redirect_url } = await requestToken(vendor, userId);
      window.location.assign(redirect_url);
    } catch {
      setLeaving(null);
      toast(t('trackers.failures.setup-failed'), { tone: 'danger' });
    }
  };
  const onRevoke = (vendor: TrackerVendor) =>
    revoke.mutate(vendor, {
      onSuccess: () => toast(t('trackers.revoked')),
      onError: () => toast(t('trackers.revokeFailed'), { tone: 'danger' }),
    });

  const shown = TRACKER_VENDORS.filter((v) => status.data && status.data[v] !== 'disabled');
  const dateFormat = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });

  return (
    <>
      <section aria-labelledby="trackers-apps" className={styles.section}>
        <h2 id="trackers-apps">{t('trackers.applications')}</h2>
        {status.isPending ? (
          <LoadingNotice />
        ) : status.isError ? (
          <DangerNotice>{t('trackers.statusFailed')}</DangerNotice>
        ) : shown.length === 0 ? (
          <p className={styles.muted}>{t('trackers.noneConfigured')}</p>
        ) : (
          <ul className={styles.cards}>
            {shown.map((vendor) => {
              const s = status.data![vendor];
              return (
                <li key={vendor} className={styles.card} data-vendor={vendor}>
                  <h3>{VENDOR_SITES[vendor].name}</h3>
                  <p className={styles.status}>{t(`trackers.statuses.${s}`)}</p>
                  <div className={styles.actions}>
                    {actionsOf(s).map((action) =>
                      action === 'revoke' ? (
                        <button
                          key={action}
                          type="button"
                          className="button button-quiet"
                          disabled={revoke.isPending}
                          onClick={() => onRevoke(vendor)}
                        >
                          {t('trackers.revoke')}
                        </button>
                      ) : (
                        <button
                          key={action}
                          type="button"
                          className="button"
                          disabled={leaving !== null}
                          onClick={() => void authorize(vendor)}
                        >
                          {t(`trackers.${action}`)}
                        </button>
                      ),
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="trackers-activities" className={styles.section}>
        <h2 id="trackers-activities">{t('trackers.lastActivities')}</h2>
        {activities.isPending ? (
          <LoadingNotice />
        ) : activities.isError ? (
          <DangerNotice>{t('trackers.activitiesFailed')}</DangerNotice>
        ) : activities.data.length === 0 ? (
          <p className={styles.muted}>{t('trackers.noActivity')}</p>
        ) : (
          <ul className={styles.activities}>
            {activities.data.slice(0, 5).map((a) => (
              <li key={a.id} className={styles.activity}>
                <div className={styles.activityMain}>
                  <strong>{a.name}</strong>
                  <span className={styles.muted}>
                    {dateFormat.format(new Date(a.date))} ·{' '}
                    {a.activity ? tx(`enums.activities.${a.activity}`) : a.type} ·{' '}
                    {VENDOR_SITES[a.vendor].name}
                  </span>
                  <span className={styles.figures}>
                    {a.duration !== null && (
                      <span>{t('trackers.duration', { value: durationText(a.duration) })}</span>
                    )}
                    {a.length !== null && (
                      <span>
                        {t('trackers.length', {
                          value: (a.length / 1000).toLocaleString(lang, { maximumFractionDigits: 1 }),
                        })}
                      </span>
                    )}
                    {a.heightDiffUp !== null && (
                      <span>{t('trackers.heightDiffUp', { value: Math.round(a.heightDiffUp) })}</span>
                    )}
                  </span>
                </div>
                <Link
                  className="button button-quiet"
                  to={paths.documentAdd.href('outing', lang, { [TRACKER_ACTIVITY_PARAM]: String(a.id) })}
                >
                  {t('trackers.makeOuting')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="trackers-partners" className={styles.section}>
        <h2 id="trackers-partners">{t('trackers.partners')}</h2>
        <p className={styles.muted}>{t('trackers.partnersText')}</p>
        <ul className={styles.partners}>
          {TRACKER_VENDORS.map((v) => (
            <li key={v}>
              <a href={VENDOR_SITES[v].url} target="_blank" rel="noopener noreferrer">
                {VENDOR_SITES[v].name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
