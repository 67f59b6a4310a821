/** Spec 1 §9: how long the success indicator shows, in ms. */
export const SAVED_INDICATOR_MS = 3000;
/** Spec 1 §9: how long the toast about the confirmation mail of a new email shows, in ms. */
export const EMAIL_TOAST_MS = 5000;
