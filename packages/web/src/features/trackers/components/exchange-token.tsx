import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrackerVendor } from '@cairn/domain';
import { ApiError } from '../../../lib/api.ts';
import { paths } from '../../../config/paths.ts';
import { exchangeToken } from '../api/trackers.ts';
import { failureOf } from '../lib/vendors.ts';
import styles from './trackers.module.css';

/**
 * Spec 1 §2.11, §8: the vendor sends the user back here; the code (or Garmin's verifier) is
 * exchanged, then the trackers screen opens, with `?error=` naming the failure if any.
 */
export function ExchangeToken({ vendor }: { vendor: TrackerVendor }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = Object.fromEntries(search);
    const back = (error?: string) =>
      navigate(paths.trackers.href() + (error ? `?error=${encodeURIComponent(error)}` : ''), {
        replace: true,
      });
    // The user said no on the vendor's page (OAuth 2 `error=access_denied`, Garmin: no verifier).
    if (query.error || (vendor === 'garmin' ? !query.oauth_verifier : !query.code)) {
      back('access-denied');
      return;
    }
    exchangeToken(vendor, query).then(
      () => back(),
      (error: unknown) =>
        back(error instanceof ApiError ? failureOf(error.errors[0]?.description) : 'unknown'),
    );
  }, [navigate, search, vendor]);

  return (
    <p className={styles.wait} role="status">
      {t('trackers.wait')}
    </p>
  );
}
