import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env.ts';
import { associated, imageUrl, titleOf, type FullDocument } from '../../../lib/documents.ts';
import { useImageViewer } from '../../image-viewer/index.ts';
import { linkOf } from './association-boxes.tsx';
import styles from './document-view.module.css';

/**
 * Spec 2 layout images box: thumbnails through the image proxy (SI, MI on wide screens); a
 * click opens the image viewer (spec 1 §2.2) over the document's images.
 */
export function ImagesBox({ doc }: { doc: FullDocument }) {
  const { t } = useTranslation();
  const images = associated(doc, 'images');
  const { linkProps, viewer } = useImageViewer(images);
  // Several documents may share a page (print view), so the heading id is unique.
  const headingId = useId();
  if (images.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.boxTitle}>
        {t('documents.associations.images')} <span className={styles.count}>{images.length}</span>
      </h2>
      <ul className={styles.gallery}>
        {images.map((image) => {
          const title = titleOf(image);
          return (
            <li key={image.document_id}>
              <Link to={linkOf(image)} className={styles.galleryItem} {...linkProps(image.document_id)}>
                <img
                  src={imageUrl(image.document_id, 'SI')}
                  srcSet={`${imageUrl(image.document_id, 'SI')} 200w, ${imageUrl(image.document_id, 'MI')} 400w`}
                  sizes="(max-width: 769px) 45vw, 180px"
                  alt={title || t('documents.imageAlt', { id: image.document_id })}
                  loading="lazy"
                />
              </Link>
            </li>
          );
        })}
      </ul>
      {viewer}
    </section>
  );
}

/** The uploaded file itself: the image proxy without a size (api.md, `GET /images/proxy/{id}`). */
export const originalImageUrl = (documentId: number): string => `${env.apiUrl}/images/proxy/${documentId}`;

/** The MI size's box: the server fits the image inside it, never enlarged (`images/variants.ts`). */
const MEDIUM_BOX = 400;

/**
 * The size of an image's MI file from the original's, when the document has it: given to the
 * `img`, the page keeps its room before the file comes (no layout shift).
 */
export function mediumSizeOf(doc: FullDocument): { width: number; height: number } | undefined {
  const { width, height } = doc as { width?: unknown; height?: unknown };
  if (typeof width !== 'number' || typeof height !== 'number' || width <= 0 || height <= 0) return undefined;
  const scale = Math.min(1, MEDIUM_BOX / width, MEDIUM_BOX / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Spec 2 image page: the main image, linking to the original. */
export function MainImage({ doc, title }: { doc: FullDocument; title: string }) {
  const { t } = useTranslation();
  return (
    <figure className={styles.mainImage}>
      <a href={originalImageUrl(doc.document_id)} title={t('documents.original')}>
        <img
          src={imageUrl(doc.document_id, 'MI')}
          {...mediumSizeOf(doc)}
          alt={title || t('documents.imageAlt', { id: doc.document_id })}
        />
      </a>
    </figure>
  );
}
