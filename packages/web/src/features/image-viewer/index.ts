/**
 * The image viewer's public entry, the one file other features may import (docs/ARCHITECTURE.md
 * "Import direction"): the images box of detail pages and the dashboard gallery open the viewer
 * through `useImageViewer(images)`; the viewer itself stays a lazy chunk.
 */
export { useImageViewer } from './hooks/use-image-viewer.tsx';
export { ThumbnailList } from './components/thumbnail-list.tsx';
