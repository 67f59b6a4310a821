import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { getUserOutings } from '../api/get-user-outings.ts';
import { outingsCsv } from '../lib/outings-csv.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import styles from './document-view.module.css';

/** Spec 3 §7: the outing download is a CSV file named outings.csv. */
export const OUTINGS_FILE_NAME = 'outings.csv';

/**
 * Spec 2 "Profile": the download-outings button. It reads the user's outings in pages of 100
 * (at most 1000) and saves them as outings.csv; a failure is an alert with the first error
 * description of the answer (spec 2 §8).
 */
export function OutingsDownload({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const [isPending, setIsPending] = useState(false);
  const handleClick = async () => {
    setIsPending(true);
    try {
      const outings = await getUserOutings(userId, lang);
      downloadFile(outingsCsv(outings, window.location.origin), OUTINGS_FILE_NAME, 'text/csv;charset=utf-8');
    } catch (error) {
      window.alert(
        error instanceof ApiError ? (error.errors[0]?.description ?? error.message) : String(error),
      );
    } finally {
      setIsPending(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.tool}
      onClick={() => void handleClick()}
      disabled={isPending}
      aria-busy={isPending}
    >
      {isPending ? t('documents.tools.downloadingOutings') : t('documents.tools.downloadOutings')}
    </button>
  );
}
