/**
 * The image uploader's public entry (issue 15; docs/ARCHITECTURE.md "Import direction"): the
 * tool box of detail pages shows `AddImagesButton`, the edit forms `FormImages`, each composed
 * by its route; the dialog itself, with exifr, is a lazy chunk.
 */
export { AddImagesButton } from './components/add-images-button.tsx';
export { FormImages } from './components/form-images.tsx';
export { canAddImages } from './lib/image-rules.ts';
