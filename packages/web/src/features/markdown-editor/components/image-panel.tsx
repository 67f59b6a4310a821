import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMAGE_POSITIONS,
  IMAGE_SIZES,
  type ImagePosition,
  type ImageSize,
} from '../lib/markdown-commands.ts';
import { PanelSelect, ToolPanel } from './tool-panel.tsx';
import styles from './tool-panel.module.css';

/** An image of the document, as the image tool lists it. */
export type EditorImage = { document_id: number; title: string };

/** The image tool's panel: where and how big, then which of the document's images. */
export function ImagePanel({
  id,
  images,
  onPick,
  onClose,
}: {
  id: string;
  images: readonly EditorImage[];
  onPick: (image: EditorImage, position: ImagePosition, size: ImageSize) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [position, setPosition] = useState<ImagePosition>('right');
  const [size, setSize] = useState<ImageSize>('medium');
  return (
    <ToolPanel id={id} title={t('markdownEditor.tools.image')} onClose={onClose}>
      <div className={styles.fields}>
        <PanelSelect
          label={t('markdownEditor.image.position')}
          value={position}
          options={IMAGE_POSITIONS}
          labelOf={(option) => t(`markdownEditor.positions.${option}`)}
          onChange={setPosition}
        />
        <PanelSelect
          label={t('markdownEditor.image.size')}
          value={size}
          options={IMAGE_SIZES}
          labelOf={(option) => t(`markdownEditor.sizes.${option}`)}
          onChange={setSize}
        />
      </div>
      <p id={listId} className={styles.listTitle}>
        {t('markdownEditor.image.list')}
      </p>
      <ul className={styles.images} aria-labelledby={listId}>
        {images.map((image) => (
          <li key={image.document_id}>
            <button type="button" className={styles.image} onClick={() => onPick(image, position, size)}>
              {image.title || `#${image.document_id}`}
            </button>
          </li>
        ))}
      </ul>
    </ToolPanel>
  );
}
