import { useEffect, useRef, useState, type Ref } from 'react';
import { imageUrl, type ImageSize } from '../../../lib/documents.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './image-viewer.module.css';

/**
 * One size of an image through the proxy (api.md §14.3), AVIF then WebP for the browsers that
 * read them, the original format otherwise.
 */
export function ViewerPicture({
  id,
  size,
  alt,
  className,
  onLoad,
  onError,
  ref,
}: {
  id: number;
  size: ImageSize;
  alt: string;
  className?: string;
  onLoad?: () => void;
  onError?: () => void;
  ref?: Ref<HTMLImageElement>;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={imageUrl(id, size, 'avif')} />
      <source type="image/webp" srcSet={imageUrl(id, size, 'webp')} />
      <img
        ref={ref}
        src={imageUrl(id, size)}
        alt={alt}
        className={className}
        onLoad={onLoad}
        onError={onError}
        decoding="async"
      />
    </picture>
  );
}

/**
 * A slide: the big size (BI) over the medium one (MI), which shows while BI loads, above a
 * spinner. Slides of the neighbouring images are laid out hidden, so the browser fetches them
 * ahead. Should BI fail, MI stays.
 */
export function ViewerSlide({ id, alt, isCurrent }: { id: number; alt: string; isCurrent: boolean }) {
  const [big, setBig] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const bigImage = useRef<HTMLImageElement>(null);
  // A big image already in the cache may have loaded before React listened.
  useEffect(() => {
    if (bigImage.current?.complete && bigImage.current.naturalWidth > 0) setBig('loaded');
  }, []);
  return (
    <div
      className={cx(styles.slide, isCurrent && styles.currentSlide, big === 'loading' && styles.loading)}
      aria-hidden={isCurrent ? undefined : true}
      data-image-id={id}
    >
      {big !== 'loaded' && (
        <ViewerPicture id={id} size="MI" alt={big === 'failed' ? alt : ''} className={styles.placeholder} />
      )}
      {big !== 'failed' && (
        <ViewerPicture
          ref={bigImage}
          id={id}
          size="BI"
          alt={alt}
          className={cx(styles.big, big === 'loaded' && styles.loaded)}
          onLoad={() => setBig('loaded')}
          onError={() => setBig('failed')}
        />
      )}
    </div>
  );
}
