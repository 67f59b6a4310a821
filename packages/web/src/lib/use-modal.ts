import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Makes `dialog` (a direct child of `<body>`, through a portal) modal while mounted: the rest
 * of the page is inert and does not scroll, focus moves into the dialog (`initialFocus`, else
 * the dialog itself) and goes back to where it was on close. A layout effect: the page becomes inert
 * in the very commit that shows the dialog, and usable again in the one that removes it, never a
 * moment later.
 */
export function useModal(
  dialog: RefObject<HTMLElement | null>,
  initialFocus: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const madeInert = [...document.body.children].filter(
      (child) => child !== element && !child.hasAttribute('inert'),
    );
    for (const child of madeInert) child.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (initialFocus.current ?? element).focus();
    return () => {
      for (const child of madeInert) child.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [dialog, initialFocus]);
}

/** Keeps Tab and Shift+Tab cycling inside the dialog (the page behind is inert, the browser's bar is not). */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[aria-hidden="true"]'),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
