import { Link } from 'react-router';
import { imageUrl, titleOf, type DocumentRef } from '../../../lib/documents.ts';
import { documentHref } from '../../../lib/document-href.ts';
import type { useImageViewer } from '../hooks/use-image-viewer.tsx';

/**
 * Thumbnails of images (size SI), each a link to its image page that opens the viewer on a
 * plain click (`linkProps` of `useImageViewer`): the dashboard gallery, the contest candidates.
 */
export function ThumbnailList({
  images,
  linkProps,
  className,
  label,
}: {
  images: readonly DocumentRef[];
  linkProps: ReturnType<typeof useImageViewer>['linkProps'];
  className?: string | undefined;
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {images.map((image) => (
        <li key={image.document_id}>
          <Link to={documentHref(image, 'image')} title={titleOf(image)} {...linkProps(image.document_id)}>
            <img
              src={imageUrl(image.document_id, 'SI')}
              alt={titleOf(image) || `#${image.document_id}`}
              loading="lazy"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
