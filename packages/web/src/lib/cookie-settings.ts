/**
 * The side menu's "Cookie settings" entry opens the consent dialog (spec 1 §2.13). The dialog
 * belongs to the cookie-consent feature (`features/cookie-consent`, mounted by the shell),
 * which listens for this event.
 */
export const COOKIE_SETTINGS_EVENT = 'cairn:cookie-settings';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));
}
