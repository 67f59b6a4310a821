import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ID } from './ssr-state.ts';

describe('clicks before the app runs (early.ts)', () => {
  afterEach(() => {
    document.documentElement.className = '';
    document.body.innerHTML = '';
    vi.resetModules();
  });

  it('holds a button click until the layout class says the app is live, then clicks again', async () => {
    document.body.innerHTML = '<div id="root"><button type="button">Documents associés</button></div>';
    const button = document.querySelector('button')!;
    await import('./early.ts');
    const seen = vi.fn();
    button.addEventListener('click', seen);
    button.click();
    button.click();
    expect(seen).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    document.documentElement.className = 'is-mobile';
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(button).not.toHaveAttribute('aria-busy');
    // Live: clicks go through at once.
    button.click();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('leaves links and the rest of the page alone', async () => {
    document.body.innerHTML = '<a href="#next">Suite</a><p>Texte</p>';
    await import('./early.ts');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe("the app's scripts after the first paint (early.ts)", () => {
  const list = () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = APP_SCRIPTS_ID;
    element.textContent = JSON.stringify({
      entry: '/assets/index-0.js',
      modules: ['/assets/view-1.js', '/assets/pages-2.js'],
    });
    document.head.append(element);
  };
  /** The scripts and preloads added, with their `crossorigin` (as the HTML's own tags have it). */
  const asked = () =>
    [...document.head.querySelectorAll<HTMLElement>('script[src], link[rel="modulepreload"]')].map(
      (element) => [
        element.tagName === 'SCRIPT'
          ? `script ${element.getAttribute('type')} ${element.getAttribute('src')}`
          : `preload ${element.getAttribute('href')}`,
        element.getAttribute('crossorigin'),
      ],
    );
  const all = [
    ['script module /assets/index-0.js', ''],
    ['preload /assets/view-1.js', ''],
    ['preload /assets/pages-2.js', ''],
  ];

  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('reads the list the server writes (ssr-state.ts names it)', async () => {
    expect((await import('./early.ts')).APP_SCRIPTS).toBe(APP_SCRIPTS_ID);
  });

  it('asks for the entry, then preloads the modules, once the first contentful paint is seen, once only', async () => {
    list();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    let deliver: (names: string[]) => void = () => {};
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
        deliver = (names) => callback({ getEntriesByName: (name) => names.filter((one) => one === name) });
      }
      observe = vi.fn();
      disconnect = vi.fn();
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    await import('./early.ts');
    expect(asked()).toEqual([]);
    deliver(['first-paint']);
    expect(asked()).toEqual([]);
    // The load event may come first: the paint is still waited for.
    window.dispatchEvent(new Event('load'));
    expect(asked()).toEqual([]);
    deliver(['first-contentful-paint']);
    expect(asked()).toEqual(all);
    deliver(['first-contentful-paint']);
    expect(asked()).toEqual(all);
  });

  it('asks for them a few seconds after the load event should no paint come', async () => {
    vi.useFakeTimers();
    try {
      list();
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = ['paint'];
          observe() {}
          disconnect() {}
        },
      );
      const { LATE_START_MS } = await import('./early.ts');
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(LATE_START_MS - 1);
      expect(asked()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(asked()).toEqual(all);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for them on load where paints are not observed', async () => {
    list();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    vi.stubGlobal('PerformanceObserver', undefined);
    await import('./early.ts');
    expect(asked()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(asked()).toEqual(all);
  });

  it('does nothing on a page without the list (the shell loads the app itself)', async () => {
    await import('./early.ts');
    window.dispatchEvent(new Event('load'));
    expect(asked()).toEqual([]);
  });
});
