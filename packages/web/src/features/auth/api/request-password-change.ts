import { useMutation } from '@tanstack/react-query';
import { postRequestPasswordChange } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** api.md §3.2: mails a link to choose a new password. */
export function requestPasswordChange(email: string): Promise<unknown> {
  return call(postRequestPasswordChange, { body: { email }, token: null });
}

export function useRequestPasswordChange() {
  return useMutation({ mutationFn: requestPasswordChange });
}
