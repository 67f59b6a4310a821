import { useLayoutEffect } from 'react';
import { useLayout, type Layout } from '../../lib/use-layout.ts';

const CLASSES = ['is-mobile', 'is-tablet', 'is-desktop'];

/**
 * Spec 1 §2.2: `is-mobile`, `is-tablet` or `is-desktop` on the root element, kept up to date
 * on resize, so any stylesheet (modals and pop-ups included) can adapt. Set before the first
 * paint, so the page never shows a frame laid out for no layout.
 */
export function useLayoutClass(): Layout {
  const layout = useLayout();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...CLASSES);
    root.classList.add(`is-${layout}`);
  }, [layout]);
  return layout;
}
