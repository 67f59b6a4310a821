import { lazy, Suspense } from 'react';
import { loadAllMessages } from '../../../lib/i18n.ts';
import type { ImageUploaderProps } from './image-uploader.tsx';

// The uploader's messages are not in the bundled part of the French catalogue.
const load = () =>
  Promise.all([import('./image-uploader.tsx'), loadAllMessages()]).then(([module]) => module);

/** The uploader's code (with exifr) is its own chunk, fetched when it first opens or is pointed at. */
const ImageUploader = lazy(load);

export const preloadImageUploader = (): void => void load();

export function LazyImageUploader(props: ImageUploaderProps) {
  return (
    <Suspense fallback={null}>
      <ImageUploader {...props} />
    </Suspense>
  );
}
