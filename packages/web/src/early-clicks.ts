/**
 * Clicks before the app runs (issue 16 §2): a server-rendered page shows its buttons before its
 * scripts have run, and a tap on one would then do nothing. This script, an entry of its own that
 * the HTML loads first (`async`, a few hundred bytes, no imports), holds such clicks — the button
 * says it is busy — and clicks again once the app has hydrated: `RootLayout` then puts the layout
 * class on the root element. Links need no script: they work as they are.
 */
const root = document.documentElement;
const held: HTMLElement[] = [];
const isLive = () => /(^|\s)is-(mobile|tablet|desktop)(\s|$)/.test(root.className);

function hold(event: Event) {
  const button = (event.target as Element).closest?.<HTMLElement>('button, [role="button"]');
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  button.setAttribute('aria-busy', 'true');
  if (!held.includes(button)) held.push(button);
}

if (!isLive()) {
  addEventListener('click', hold, true);
  const observer = new MutationObserver(() => {
    if (!isLive()) return;
    observer.disconnect();
    removeEventListener('click', hold, true);
    // After the hydration's effects: the buttons' handlers are in place.
    setTimeout(() => {
      for (const button of held) {
        button.removeAttribute('aria-busy');
        if (button.isConnected) button.click();
      }
    });
  });
  observer.observe(root, { attributes: true, attributeFilter: ['class'] });
}

// A module (its top-level names stay its own).
export {};
