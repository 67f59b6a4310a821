import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

/**
 * The open image lives in the address, `?image=<document id>` (spec 1 §2.2: back navigation
 * closes the viewer). A search parameter rather than history state alone, so that:
 * - opening pushes a history entry, and Back (the browser's button, a phone's back gesture)
 *   returns to the page with the viewer closed;
 * - a copied or shared address opens the page with the viewer on that image;
 * - turning to another image replaces the entry, so Back closes the viewer instead of walking
 *   back through every image seen.
 * Closing from inside (Escape, button, wheel, swipe) goes back over the entry the viewer
 * pushed, so the history does not keep it; when the address came in with the parameter
 * (shared link, reload) there is no such entry and the parameter is removed in place.
 */
export const VIEWER_PARAM = 'image';

type ViewerState = { imageViewerPushed?: boolean } | null;

const idOf = (raw: string | null): number | null => (raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : null);

function hrefWith(location: Location, id: number | null): string {
  const search = new URLSearchParams(location.search);
  if (id === null) search.delete(VIEWER_PARAM);
  else search.set(VIEWER_PARAM, String(id));
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

export type ViewerParam = {
  /** The image shown, or null when the viewer is closed. */
  openId: number | null;
  open: (id: number) => void;
  /** Turns to another image of the same viewer. */
  show: (id: number) => void;
  close: () => void;
};

export function useViewerParam(): ViewerParam {
  const location = useLocation();
  const navigate = useNavigate();
  const openId = idOf(new URLSearchParams(location.search).get(VIEWER_PARAM));
  const state = location.state as ViewerState;

  const open = useCallback(
    (id: number) =>
      void navigate(hrefWith(location, id), {
        state: { ...(state ?? {}), imageViewerPushed: true },
        preventScrollReset: true,
      }),
    [navigate, location, state],
  );
  const show = useCallback(
    (id: number) => void navigate(hrefWith(location, id), { replace: true, state, preventScrollReset: true }),
    [navigate, location, state],
  );
  const close = useCallback(() => {
    if (state?.imageViewerPushed) void navigate(-1);
    else void navigate(hrefWith(location, null), { replace: true, state, preventScrollReset: true });
  }, [navigate, location, state]);

  return { openId, open, show, close };
}

/** A plain click opens the viewer; ctrl, meta, shift, alt or another button keep the link's own behaviour. */
export const isPlainClick = (event: {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
