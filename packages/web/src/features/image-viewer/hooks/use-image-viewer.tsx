import type { MouseEvent, ReactNode } from 'react';
import type { Listing } from '../../../lib/documents.ts';
import { LazyImageViewer, preloadImageViewer } from '../components/lazy-image-viewer.tsx';
import { isPlainClick, useViewerParam } from './use-viewer-param.ts';

/**
 * What a gallery of thumbnails needs to open the viewer over its images: props for each
 * thumbnail link, whose href stays the image's page (ctrl, middle click and "open in a new
 * tab" keep working; a plain click opens the viewer instead), and the viewer element itself.
 */
export function useImageViewer(images: Listing[]): {
  linkProps: (id: number) => {
    onClick: (event: MouseEvent) => void;
    onPointerEnter: () => void;
    onFocus: () => void;
  };
  viewer: ReactNode;
} {
  const param = useViewerParam();
  return {
    linkProps: (id) => ({
      onClick: (event) => {
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        param.open(id);
      },
      onPointerEnter: preloadImageViewer,
      onFocus: preloadImageViewer,
    }),
    viewer: <LazyImageViewer images={images} viewer={param} />,
  };
}
