/**
 * The consent feature's state on the root element, for whoever must know that an interaction
 * counts (the end-to-end tests): `waiting` while the shell listens for the first interaction,
 * `ready` once the feature runs and the banner shows exactly when no valid choice is stored.
 */
export const CONSENT_STATE_ATTRIBUTE = 'data-cookie-consent';
