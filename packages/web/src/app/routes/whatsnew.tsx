import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../../components/not-yet-available.tsx';

/** Spec 1 §2.1: recent changes (query u). Placeholder until the feed work. */
export default function WhatsnewRoute() {
  const { t } = useTranslation();
  return <NotYetAvailable screen={t('screens.whatsnew')} />;
}
