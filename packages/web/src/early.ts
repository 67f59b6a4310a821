/**
 * The first script of a server-rendered page (issue 16 §2): an entry of its own that the HTML
 * loads first (`async`, about a kilobyte, no imports). It does two things before the app runs.
 *
 * Clicks: a server-rendered page shows its buttons before its scripts have run, and a tap on one
 * would then do nothing. This script holds such clicks — the button says it is busy — and clicks
 * again once the app has hydrated: `RootLayout` then puts the layout class on the root element.
 * Links need no script: they work as they are.
 *
 * The app's scripts: on a server-rendered page, the server lists the app's entry and its modules
 * (the shell's and the route's: `APP_SCRIPTS_ID` of `ssr-state.ts`) in place of their tags, and
 * this script asks for them once the page has painted its content (the first contentful paint;
 * where paints are not observed, once the page has loaded; should no paint come, a few seconds
 * after that): asked for by the HTML, their dozens of requests held that paint back.
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

/** `APP_SCRIPTS_ID` of `ssr-state.ts` (an import would be a request of its own before this one runs). */
export const APP_SCRIPTS = 'cairn-app-scripts';

/** How long after the load event the app starts if the page has not painted by then. */
export const LATE_START_MS = 3000;

const listed = document.getElementById(APP_SCRIPTS);
if (listed) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const { entry, modules } = JSON.parse(listed.textContent || '{}') as {
      entry?: string;
      modules?: string[];
    };
    const add = (element: HTMLScriptElement | HTMLLinkElement) => {
      // As the HTML's own tags: `crossorigin`, so the modules' requests are the entry's.
      element.crossOrigin = '';
      document.head.append(element);
    };
    if (entry) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      add(script);
    }
    for (const href of modules ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    }
  };
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // `buffered`: the page may have painted before this script ran.
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    // The load event may come before the first paint: only long after it, should no paint come.
    const late = () => setTimeout(start, LATE_START_MS);
    if (document.readyState === 'complete') late();
    else addEventListener('load', late, { once: true });
  } else if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
