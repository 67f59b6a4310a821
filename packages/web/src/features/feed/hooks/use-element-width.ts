import { useEffect, useState, type RefObject } from 'react';
import { useWindowWidth } from '../../../lib/use-window-size.ts';

/**
 * Width of an element, following resizes. The page content is capped in width, so the feed
 * counts its columns from its own width rather than the window's; without ResizeObserver
 * (jsdom) it falls back to the window width.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const windowWidth = useWindowWidth();
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width ?? windowWidth;
}
