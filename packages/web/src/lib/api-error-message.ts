import type { TFunction } from 'i18next';
import { ApiError } from './api.ts';

/**
 * What the user reads of a failed API call (spec 1 §8, spec 2 §8): the server's descriptions
 * when it refuses a request (a 4xx carrying them, api.md §1.4), the network notice when the
 * API cannot be reached, and 'Unexpected error, please contact the developers' for anything
 * else: a 5xx (whose description only speaks to developers), an error without a description,
 * or a failure that is not an API answer at all.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.unexpected');
  if (error.isUnreachable) return t('errors.network');
  if (error.status >= 400 && error.status < 500) {
    const descriptions = error.errors.map((entry) => entry.description).filter(Boolean);
    if (descriptions.length > 0) return descriptions.join('\n');
  }
  return t('errors.unexpected');
}
