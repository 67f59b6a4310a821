import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import styles from './dashboard.module.css';

type Props = {
  title: string;
  /** 'See all' link or other header action. */
  action?: ReactNode;
  className?: string;
  state: { isPending: boolean; error: Error | null };
  children: ReactNode;
};

/** One block of the dashboard: a titled section that shows its own loading and error. */
export function DashboardBlock({ title, action, className, state, children }: Props) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.block} ${className ?? ''}`} aria-label={title}>
      <header className={styles.blockHeader}>
        <h2 className={styles.blockTitle}>{title}</h2>
        {action}
      </header>
      {state.isPending ? (
        <LoadingNotice />
      ) : state.error ? (
        <p className={styles.muted}>{t('dashboard.loadError')}</p>
      ) : (
        children
      )}
    </section>
  );
}
