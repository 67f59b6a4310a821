import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The `Cookie` header of the request a page is rendered for on the server (`entry-server.tsx`
 * provides it); in the browser, none: the page reads `document.cookie`. Both read the same
 * cookies, so a server-rendered page hydrates with what it was rendered from.
 */
export const RequestCookies = createContext<string | undefined>(undefined);

/** A cookie's value in a `Cookie` header (`name=value; …`), decoded; undefined when absent. */
export function cookieOf(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Stores a cookie of the interface's for a year (read by the server's renders too). */
export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)};path=/;max-age=31536000;samesite=lax`;
}

const subscribe = () => () => {};

/** A cookie's value as the page was loaded or rendered with it (cookies change no render). */
export function useCookie(name: string): string | undefined {
  const header = useContext(RequestCookies);
  return useSyncExternalStore(
    subscribe,
    () => cookieOf(document.cookie, name),
    () => cookieOf(header ?? (typeof document === 'undefined' ? '' : document.cookie), name),
  );
}
