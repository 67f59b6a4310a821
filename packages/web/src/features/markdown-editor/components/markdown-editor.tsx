import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pluralOf, type DocumentType } from '@cairn/domain';
import { titleOf, type Listing } from '../../../lib/documents.ts';
import { useCookedPreview } from '../api/cook-markdown.ts';
import { applyToTextarea, textStateOf } from '../lib/apply-to-textarea.ts';
import {
  insertImage,
  insertLink,
  type ImagePosition,
  type ImageSize,
  type TextState,
  toggleEmphasis,
} from '../lib/markdown-commands.ts';
import { shortcutLetter } from '../lib/shortcuts.ts';
import { FormatToolbar } from './format-toolbar.tsx';
import { ImagePanel, type EditorImage } from './image-panel.tsx';
import { LinkPanel, type RenderLinkPicker } from './link-panel.tsx';
import { useFormatTools, type Panel } from '../hooks/use-format-tools.tsx';
import styles from './markdown-editor.module.css';

export type EditorMode = 'edit' | 'preview';

export interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  /**
   * A document picker (the search feature's, composed by the route): with it, the link tool
   * inserts `[[routes/123|title]]` for the document picked. Without it, there is no link tool.
   */
  renderPicker?: RenderLinkPicker;
  /** Documents the link tool does not offer: the edited document itself. */
  linkExcludedIds?: readonly number[];
  /** The document's images, which the image tool inserts as `[img=ID …]`; none, no image tool. */
  images?: readonly EditorImage[];
}

/**
 * A markdown text with its three modes (spec 1 §4): edit, preview rendered by the server
 * (the cooker, so the preview is exactly what readers will see), and fullscreen, which works
 * with both. A failed preview shows 'Oups! something went wrong...' (spec 1 §8) and keeps the text.
 * In edit mode, formatting tools write the dialect's syntax (issue 12 §4), also from Ctrl/Cmd+B,
 * I and K.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  id,
  renderPicker,
  linkExcludedIds,
  images = [],
}: MarkdownEditorProps) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const panelId = useId();
  const inputId = id ?? fallbackId;
  const [mode, setMode] = useState<EditorMode>('edit');
  const [isFullscreen, setIsFullscreen] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // The selection of a change that went through onChange, set once React shows the new value.
  const pendingRef = useRef<TextState | null>(null);
  const preview = useCookedPreview(value, mode === 'preview');

  useEffect(() => {
    if (!isFullscreen) return;
    const handleKey = (event: globalThis.KeyboardEvent) => {
      // A panel or a search list that used Escape keeps the fullscreen.
      if (event.key === 'Escape' && !event.defaultPrevented) setIsFullscreen(false);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [isFullscreen]);

  useLayoutEffect(() => {
    const pending = pendingRef.current;
    const textarea = textareaRef.current;
    if (!pending || !textarea || textarea.value !== pending.value) return;
    pendingRef.current = null;
    textarea.setSelectionRange(pending.selectionStart, pending.selectionEnd);
  }, [value]);

  const run = (command: (state: TextState) => TextState) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const next = command(textStateOf(textarea));
    if (applyToTextarea(textarea, next, onChange) === 'rendering') pendingRef.current = next;
  };

  const closePanel = () => {
    setPanel(null);
    textareaRef.current?.focus();
  };

  const hasLink = renderPicker !== undefined;
  const tools = useFormatTools({
    run,
    panel,
    panelId,
    onTogglePanel: (next) => (panel === next ? closePanel() : setPanel(next)),
    hasLink,
    hasImages: images.length > 0,
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const letter = shortcutLetter(event);
    if (letter === 'b' || letter === 'i') {
      event.preventDefault();
      run((state) => toggleEmphasis(state, letter === 'b' ? '**' : '*'));
    } else if (letter === 'k' && hasLink) {
      event.preventDefault();
      setPanel('link');
    }
  };

  const handleLinkPick = (type: DocumentType, doc: Listing) => {
    run((state) => insertLink(state, { path: pluralOf(type), id: doc.document_id, title: titleOf(doc) }));
    setPanel(null);
  };

  const handleImagePick = (image: EditorImage, position: ImagePosition, size: ImageSize) => {
    run((state) => insertImage(state, { id: image.document_id, title: image.title, position, size }));
    setPanel(null);
  };

  return (
    <div className={`${styles.editor} ${isFullscreen ? styles.fullscreen : ''}`}>
      <div className={styles.toolbar} role="toolbar" aria-label={label}>
        <button
          type="button"
          className={styles.tab}
          aria-pressed={mode === 'edit'}
          onClick={() => setMode('edit')}
        >
          {t('markdownEditor.edit')}
        </button>
        <button
          type="button"
          className={styles.tab}
          aria-pressed={mode === 'preview'}
          onClick={() => {
            setMode('preview');
            setPanel(null);
          }}
        >
          {t('markdownEditor.preview')}
        </button>
        <span className={styles.spacer} />
        <button
          type="button"
          className={styles.tab}
          aria-pressed={isFullscreen}
          onClick={() => setIsFullscreen((v) => !v)}
        >
          {isFullscreen ? t('markdownEditor.exitFullscreen') : t('markdownEditor.fullscreen')}
        </button>
      </div>
      {mode === 'edit' ? (
        <>
          <FormatToolbar label={t('markdownEditor.formatting')} tools={tools} />
          {panel === 'link' && renderPicker && (
            <LinkPanel
              id={panelId}
              renderPicker={renderPicker}
              excludedIds={linkExcludedIds}
              onPick={handleLinkPick}
              onClose={closePanel}
            />
          )}
          {panel === 'image' && images.length > 0 && (
            <ImagePanel id={panelId} images={images} onPick={handleImagePick} onClose={closePanel} />
          )}
          <label htmlFor={inputId} className="visually-hidden">
            {label}
          </label>
          <textarea
            ref={textareaRef}
            id={inputId}
            className={styles.textarea}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={handleKeyDown}
          />
        </>
      ) : (
        <div className={styles.preview} aria-live="polite" aria-busy={preview.isFetching}>
          {preview.isError ? (
            <p className={styles.error} role="alert">
              {t('markdownEditor.failure')}
            </p>
          ) : value.trim() === '' ? (
            <p>{t('markdownEditor.empty')}</p>
          ) : preview.data === undefined ? (
            <p>{t('markdownEditor.loading')}</p>
          ) : (
            // The server sanitises cooked HTML (packages/markdown): it is safe to insert.
            <div className="cooked" dangerouslySetInnerHTML={{ __html: preview.data }} />
          )}
        </div>
      )}
    </div>
  );
}
