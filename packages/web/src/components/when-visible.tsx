import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * Renders `children` (typically a lazy component and the requests it makes) only once its place
 * comes near the viewport, so that what lies below the fold does not weigh on the first paint.
 * Without IntersectionObserver, once mounted (never on the server: the part is the browser's).
 */
export function WhenVisible({ children, className }: { children: ReactNode; className?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  const isHydrated = useHydrated();
  const isVisible = isNear || (isHydrated && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (isVisible || !anchor.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
    });
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [isVisible]);
  // Until a lazy part comes, its place keeps the anchor's class (and so its room).
  if (isVisible)
    return <Suspense fallback={<div className={className} aria-busy="true" />}>{children}</Suspense>;
  return <div ref={anchor} className={className} aria-hidden="true" data-deferred="" />;
}
