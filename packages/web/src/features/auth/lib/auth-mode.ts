import { AUTH_LINK_MODES, type AuthLinkMode } from '../../../config/paths.ts';

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

/** The query parameter of each mail link (api.md §3.2), holding its nonce. */
export const NONCE_KEYS = {
  changePassword: 'change_password',
  changeEmail: 'validate_change_email',
  validateAccountCreation: 'validate_register_email',
} as const;

const isLinkable = (mode: string | null): mode is AuthLinkMode =>
  (AUTH_LINK_MODES as readonly (string | null)[]).includes(mode);

/**
 * Spec 1 §2.7: mail links carry a nonce under one of these keys (api.md §3.2 writes them as a
 * hash, which the shell rewrites to a query); otherwise `mode` may name a linkable mode, and
 * anything else is signin.
 */
export function authModeFromQuery(query: URLSearchParams): AuthMode {
  if (query.has(NONCE_KEYS.changePassword)) return 'changePassword';
  if (query.has(NONCE_KEYS.changeEmail)) return 'changeEmail';
  if (query.has(NONCE_KEYS.validateAccountCreation)) return 'validateAccountCreation';
  const mode = query.get('mode');
  return isLinkable(mode) ? mode : 'signin';
}
