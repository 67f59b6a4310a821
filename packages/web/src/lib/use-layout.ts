import { useWindowWidth } from './use-window-size.ts';

export type Layout = 'mobile' | 'tablet' | 'desktop';

/** Spec 1 §2.2 and §9: mobile up to 769 px, tablet up to 1024 px, otherwise desktop. */
export function layoutOf(width: number): Layout {
  if (width <= 769) return 'mobile';
  if (width <= 1024) return 'tablet';
  return 'desktop';
}

export function useLayout(): Layout {
  return layoutOf(useWindowWidth());
}
