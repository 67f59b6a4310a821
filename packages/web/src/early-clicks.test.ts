import { afterEach, describe, expect, it, vi } from 'vitest';

describe('clicks before the app runs (early-clicks.ts)', () => {
  afterEach(() => {
    document.documentElement.className = '';
    document.body.innerHTML = '';
    vi.resetModules();
  });

  it('holds a button click until the layout class says the app is live, then clicks again', async () => {
    document.body.innerHTML = '<div id="root"><button type="button">Documents associés</button></div>';
    const button = document.querySelector('button')!;
    await import('./early-clicks.ts');
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
    await import('./early-clicks.ts');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
