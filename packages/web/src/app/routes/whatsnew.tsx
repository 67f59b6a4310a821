import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChangesList } from '../../features/changes/components/changes-list.tsx';
import styles from './changes-page.module.css';

const positiveInt = (raw: string | null): number | undefined => {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : undefined;
};

/** Spec 1 §2.1: recent changes, of one user with `?u=`. */
export default function WhatsnewRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = positiveInt(params.get('u'));
  return (
    <div className={styles.page}>
      <title>{`${t('screens.whatsnew')} · ${t('app.name')}`}</title>
      <h1>{t('screens.whatsnew')}</h1>
      {userId !== undefined && <p className={styles.intro}>{t('changes.ofUser', { id: userId })}</p>}
      <ChangesList key={userId ?? 0} userId={userId} />
    </div>
  );
}
