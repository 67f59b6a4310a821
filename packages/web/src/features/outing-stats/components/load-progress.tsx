import { useTranslation } from 'react-i18next';
import { useLooseT } from '../../../lib/loose-t.ts';
import styles from './outing-stats.module.css';

/** Spec 3 §9: the share of the outings read so far, against min(total, 2000). */
export function LoadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const { lang } = useLooseT();
  const text = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : lang, { style: 'percent' }).format(
    percent / 100,
  );
  return (
    <div className={styles.progress}>
      <p id="outing-stats-progress" className={styles.progressText} role="status">
        {t('outingStats.loading', { percent: text })}
      </p>
      <progress
        className={styles.progressBar}
        aria-labelledby="outing-stats-progress"
        max={100}
        value={percent}
      />
    </div>
  );
}
