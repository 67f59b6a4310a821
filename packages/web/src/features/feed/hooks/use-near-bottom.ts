import { useEffect, useRef } from 'react';
import { FEED_SCROLL_TRIGGER } from '../lib/feed-rules.ts';

/** Distance in px between the bottom of the viewport and the bottom of the page. */
export function distanceToBottom(): number {
  const { scrollHeight } = document.documentElement;
  return scrollHeight - (window.scrollY + window.innerHeight);
}

/**
 * Spec 1 §2.4: calls `onNearBottom` when the page is scrolled within 500 px of its bottom and
 * `isEnabled` (not already loading, more to load). Also checks on each enable, so a first page
 * shorter than the screen fetches the next one without waiting for a scroll.
 */
export function useNearBottom(isEnabled: boolean, onNearBottom: () => void): void {
  const latest = useRef(onNearBottom);
  useEffect(() => {
    latest.current = onNearBottom;
  });
  useEffect(() => {
    if (!isEnabled) return;
    const check = () => {
      if (distanceToBottom() < FEED_SCROLL_TRIGGER) latest.current();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [isEnabled]);
}
