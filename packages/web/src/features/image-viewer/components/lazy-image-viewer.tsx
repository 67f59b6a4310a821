import { lazy, Suspense } from 'react';
import type { Listing } from '../../../lib/documents.ts';
import type { ViewerParam } from '../hooks/use-viewer-param.ts';
import { loadAllMessages } from '../../../lib/i18n.ts';

// The viewer's messages are not in the bundled part of the French catalogue.
const load = () => Promise.all([import('./image-viewer.tsx'), loadAllMessages()]).then(([module]) => module);

/**
 * The viewer's code is its own chunk, fetched on the first opening (or ahead, when a
 * thumbnail is hovered or focused): pages that show thumbnails, the home page first, do not
 * carry it.
 */
const ImageViewer = lazy(load);

export const preloadImageViewer = (): void => void load();

/** The viewer over `images` while the address names one of them (`?image=`). */
export function LazyImageViewer({ images, viewer }: { images: Listing[]; viewer: ViewerParam }) {
  const { openId } = viewer;
  if (openId === null || !images.some((image) => image.document_id === openId)) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer images={images} openId={openId} onShow={viewer.show} onClose={viewer.close} />
    </Suspense>
  );
}
