/** Spec 1 §2.7: the modes of the sign-in area. */
export const AUTH_MODES = [
  'signin',
  'signup',
  'resetPassword',
  'changePassword',
  'changeEmail',
  'validateAccountCreation',
  'verifyEmail',
] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/**
 * Spec 1 §2.7: mail links carry a nonce under one of these keys (api.md §3.2 writes them as a
 * hash, which the shell rewrites to a query).
 */
export function authModeFromQuery(query: URLSearchParams): AuthMode {
  if (query.has('change_password')) return 'changePassword';
  if (query.has('validate_change_email')) return 'changeEmail';
  if (query.has('validate_register_email')) return 'validateAccountCreation';
  return 'signin';
}
