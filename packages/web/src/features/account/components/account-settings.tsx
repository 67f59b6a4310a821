import { useTranslation } from 'react-i18next';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useAccount } from '../api/get-account.ts';
import { AccountForm } from './account-form.tsx';

/** Spec 1 §2.8, §2.12: the account form once the account is read; loading and failure notices. */
export function AccountSettings({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useAccount(userId);
  if (isPending) return <LoadingNotice />;
  if (error) return <DangerNotice>{apiErrorMessage(error, t)}</DangerNotice>;
  return <AccountForm userId={userId} username={username} account={data} />;
}
