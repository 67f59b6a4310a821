import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';

/** api.md §3.2: binds the account to the email address it asked for (answer: `null`). */
export function validateChangeEmail(nonce: string): Promise<unknown> {
  return request('POST', `/users/validate_change_email/${encodeURIComponent(nonce)}`, { token: null });
}

export function useValidateChangeEmail() {
  return useMutation({ mutationFn: validateChangeEmail });
}
