/** Spec 1 §9: the post-login frame gets 10 s at most. */
export const FRAME_TIMEOUT_MS = 10_000;

/**
 * Spec 1 §2.7 / api.md §3.1: when the login answer carries `redirect_internal` (forum single
 * sign-on), load it in a hidden frame and wait for it, or for the timeout, before moving on.
 */
export function loadHiddenFrame(src: string, timeoutMs = FRAME_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.title = 'sso';
    const done = () => {
      window.clearTimeout(timer);
      frame.remove();
      resolve();
    };
    const timer = window.setTimeout(done, timeoutMs);
    frame.addEventListener('load', done);
    frame.addEventListener('error', done);
    frame.src = src;
    document.body.append(frame);
  });
}
