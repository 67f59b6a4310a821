import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast-provider.tsx';
import { useSetVersionMasked, type VersionRef } from '../api/mask-version.ts';

/**
 * Spec 2 §4/§6: a moderator masks or unmasks a version; the flag flips on success, a toast
 * says so on failure (spec 2 §8).
 */
export function MaskToggle({ versionRef, isMasked }: { versionRef: VersionRef; isMasked: boolean }) {
  const { t } = useTranslation();
  const mutation = useSetVersionMasked();
  const showToast = useToast();
  const handleClick = () =>
    mutation.mutate(
      { ref: versionRef, isMasked: !isMasked },
      { onError: () => showToast(t('history.maskError')) },
    );
  return (
    <button
      type="button"
      className="button button-quiet"
      onClick={handleClick}
      disabled={mutation.isPending}
      aria-label={t(isMasked ? 'history.unmaskVersion' : 'history.maskVersion', {
        id: versionRef.version_id,
      })}
    >
      {t(isMasked ? 'history.unmask' : 'history.mask')}
    </button>
  );
}
