import { readStored, storageKey, writeStored } from './storage.ts';

/** The signed-in user as stored locally (spec 1 §3). `expire` is in epoch seconds (api.md §2). */
export type Session = {
  userName: string;
  id: number;
  lang: string;
  roles: string[];
  name: string;
  forumUsername: string;
  token: string;
  expire: number;
};

const KEY = 'session';
type Listener = () => void;
const listeners = new Set<Listener>();
const expiryListeners = new Set<(expiredToken: string) => void>();

let current: Session | null = parse(readStored(KEY));

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.token !== 'string' || typeof value.id !== 'number' || typeof value.expire !== 'number') {
      return null;
    }
    return value as Session;
  } catch {
    return null;
  }
}

export const isExpired = (session: Session, now = Date.now()) => session.expire * 1000 <= now;

/** The current session, or null once it has expired (without side effects: safe in render). */
export function getSession(): Session | null {
  return current && !isExpired(current) ? current : null;
}

/**
 * Spec 1 §4: a session whose `expire` has passed is cleared, and the server is told of the
 * expired token (the listener registered with `onSessionExpired` does that).
 */
export function clearSessionIfExpired(now = Date.now()): void {
  if (!current || !isExpired(current, now)) return;
  const { token } = current;
  setSession(null);
  expiryListeners.forEach((listener) => listener(token));
}

/**
 * Stores the session; the `cairn_signed_in` cookie (no token in it) tells the server to send a
 * signed-in reader the app's shell rather than the pages it renders for anonymous readers.
 */
export function setSession(session: Session | null): void {
  current = session;
  writeStored(KEY, session && JSON.stringify(session));
  document.cookie = `cairn_signed_in=${session ? '1;max-age=31536000' : ';max-age=0'};path=/;samesite=lax`;
  listeners.forEach((listener) => listener());
}

export const clearSession = () => setSession(null);

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onSessionExpired(listener: (expiredToken: string) => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** Another tab signed in or out: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey(KEY)) return;
    current = parse(event.newValue);
    listeners.forEach((listener) => listener());
  });
}
