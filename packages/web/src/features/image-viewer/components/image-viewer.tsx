import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type WheelEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { titleOf, type Listing } from '../../../lib/documents.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { useLayout } from '../../../lib/use-layout.ts';
import { cx } from '../../../lib/cx.ts';
import { documentQuery } from '../../../lib/get-document.ts';
import { swipeAction } from '../lib/swipe.ts';
import { trapTab, useModal } from '../../../lib/use-modal.ts';
import { ImageInfoPanel } from './image-info-panel.tsx';
import { ViewerIcon } from './viewer-icon.tsx';
import { ViewerSlide } from './viewer-picture.tsx';
import styles from './image-viewer.module.css';

export type ImageViewerProps = {
  /** The images the viewer turns through, in order. */
  images: Listing[];
  /** The image shown; one of `images`. */
  openId: number;
  onShow: (id: number) => void;
  onClose: () => void;
};

/**
 * Spec 1 §2.2 image viewer: a full-screen carousel over a set of images with an info panel.
 * Arrow keys, the previous / next buttons and horizontal swipes turn (wrapping around);
 * Escape, the close button, the mouse wheel and vertical swipes close (Back too: see
 * `useViewerParam`). The info panel starts open on desktop and closed on smaller screens.
 */
export default function ImageViewer({ images, openId, onShow, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const layout = useLayout();
  const queryClient = useQueryClient();
  const panelId = useId();
  const [isInfoOpen, setIsInfoOpen] = useState(layout === 'desktop');
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pointer = useRef<{ id: number; x: number; y: number } | null>(null);
  useModal(dialog, closeButton);

  const count = images.length;
  const index = Math.max(
    0,
    images.findIndex((image) => image.document_id === openId),
  );
  const current = images[index] ?? images[0];
  const previous = images[(index - 1 + count) % count];
  const next = images[(index + 1) % count];
  const canTurn = count > 1;
  // Turns count from the image last asked for, not the one rendered: a held arrow key repeats
  // faster than a slow device renders, and no press may be lost.
  const pending = useRef<number | null>(null);
  useEffect(() => {
    if (pending.current !== null && images[pending.current]?.document_id === openId) pending.current = null;
  }, [images, openId]);
  const turn = (step: 1 | -1) => {
    const to = ((pending.current ?? index) + step + count) % count;
    const target = images[to];
    if (!target) return;
    pending.current = to;
    onShow(target.document_id);
  };
  const showPrevious = () => turn(-1);
  const showNext = () => turn(1);

  // Keys work wherever focus is in the dialog (or on the body after a click on the picture).
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowLeft' && canTurn) showPrevious();
    else if (event.key === 'ArrowRight' && canTurn) showNext();
    else return;
    event.preventDefault();
  });
  // Before the first paint: a key pressed as soon as the viewer shows is not lost.
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  // The info panel of the neighbours is ready when turning.
  const previousId = previous?.document_id;
  const nextId = next?.document_id;
  useEffect(() => {
    if (!isInfoOpen) return;
    for (const id of new Set([previousId, nextId]))
      if (id !== undefined && id !== openId) void queryClient.prefetchQuery(documentQuery('image', id, lang));
  }, [isInfoOpen, previousId, nextId, openId, lang, queryClient]);

  if (!current) return null;

  const onWheel = (event: WheelEvent) => {
    // Ctrl + wheel is a pinch on touchpads: zoom, not close.
    if (event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
    onClose();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    // A second finger is a pinch, not a swipe.
    pointer.current = pointer.current ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start || start.id !== event.pointerId) return;
    const action = swipeAction(event.clientX - start.x, event.clientY - start.y);
    if (action === 'close') onClose();
    else if (action === 'next' && canTurn) showNext();
    else if (action === 'previous' && canTurn) showPrevious();
  };

  const titleOfImage = (image: Listing) => titleOf(image) || t('documents.untitledImage');
  // The current image and its neighbours, each once (two images are each other's neighbours).
  const slides = new Map<number, Listing>();
  for (const image of [previous, current, next]) if (image) slides.set(image.document_id, image);

  return createPortal(
    <div
      ref={dialog}
      className={cx(styles.viewer, isInfoOpen && styles.withInfo)}
      role="dialog"
      aria-modal="true"
      aria-label={t('imageViewer.label')}
      tabIndex={-1}
      onKeyDown={trapTab}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">
            {t('imageViewer.position', { current: index + 1, total: count, title: titleOfImage(current) })}
          </span>
          <span aria-hidden="true">{`${index + 1} / ${count}`}</span>
        </p>
        <p className={styles.title} aria-hidden="true">
          {titleOfImage(current)}
        </p>
        <button
          type="button"
          className={styles.barButton}
          aria-expanded={isInfoOpen}
          aria-controls={isInfoOpen ? panelId : undefined}
          onClick={() => setIsInfoOpen((open) => !open)}
          title={t('imageViewer.toggleInfo')}
        >
          <ViewerIcon name="info" />
          <span className="visually-hidden">{t('imageViewer.toggleInfo')}</span>
        </button>
        <button
          ref={closeButton}
          type="button"
          className={styles.barButton}
          onClick={onClose}
          title={t('imageViewer.close')}
        >
          <ViewerIcon name="close" />
          <span className="visually-hidden">{t('imageViewer.close')}</span>
        </button>
      </div>
      <div
        className={styles.stage}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointer.current = null)}
      >
        {[...slides.values()].map((image) => (
          <ViewerSlide
            key={image.document_id}
            id={image.document_id}
            alt={titleOf(image) || t('documents.imageAlt', { id: image.document_id })}
            isCurrent={image.document_id === current.document_id}
          />
        ))}
        {canTurn && (
          <>
            <button
              type="button"
              className={cx(styles.turn, styles.turnPrevious)}
              onClick={showPrevious}
              title={t('imageViewer.previous')}
            >
              <ViewerIcon name="previous" size={28} />
              <span className="visually-hidden">{t('imageViewer.previous')}</span>
            </button>
            <button
              type="button"
              className={cx(styles.turn, styles.turnNext)}
              onClick={showNext}
              title={t('imageViewer.next')}
            >
              <ViewerIcon name="next" size={28} />
              <span className="visually-hidden">{t('imageViewer.next')}</span>
            </button>
          </>
        )}
      </div>
      {isInfoOpen && <ImageInfoPanel id={panelId} image={current} lang={lang} />}
    </div>,
    document.body,
  );
}
