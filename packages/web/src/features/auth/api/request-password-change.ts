import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';

/** api.md §3.2: mails a link to choose a new password. */
export function requestPasswordChange(email: string): Promise<unknown> {
  return request('POST', '/users/request_password_change', { body: { email }, token: null });
}

export function useRequestPasswordChange() {
  return useMutation({ mutationFn: requestPasswordChange });
}
