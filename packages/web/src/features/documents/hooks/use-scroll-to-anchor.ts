import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Help links point at a section of an article (`/article/{id}#section`, spec 1 §2.1): once the
 * document's text is on the page, the section the address names is scrolled into view.
 */
export function useScrollToAnchor(isReady: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isReady || !hash || hash.includes('=')) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView();
  }, [isReady, hash]);
}
