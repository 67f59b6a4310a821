/**
 * The upload call's refusals in the user's language (issue 15): the server describes each in
 * English (api.md §1.4); the domain reads a description back to its stable code and figures
 * (`parseImageRefusal`), worded here from the `imageRefusals` messages.
 */
import type { TFunction } from 'i18next';
import { parseImageRefusal } from '@cairn/domain';
import type { ApiError } from '../../../lib/api.ts';

/** The refusal of a failed upload in the user's language, or undefined when it is no refusal of the upload's. */
export function refusalMessage(
  error: ApiError,
  t: TFunction,
  formatNumber: (value: number) => string,
): string | undefined {
  if (error.status !== 400 || error.errors.length !== 1) return undefined;
  const refusal = parseImageRefusal(error.errors[0]!.description);
  if (!refusal) return undefined;
  switch (refusal.code) {
    case 'kind':
      return t('imageRefusals.kind', { kind: refusal.kind });
    case 'tooLarge':
      return t('imageRefusals.tooLarge', { megabytes: formatNumber(refusal.megabytes) });
    case 'tooManyPixels':
      return t('imageRefusals.tooManyPixels', {
        width: formatNumber(refusal.width),
        height: formatNumber(refusal.height),
        megapixels: formatNumber(refusal.megapixels),
      });
    default:
      return t(`imageRefusals.${refusal.code}`);
  }
}
