import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookedPreview } from '../api/cook-markdown.ts';
import styles from './markdown-editor.module.css';

export type EditorMode = 'edit' | 'preview';

export interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
}

/**
 * A markdown text with its three modes (spec 1 §4): edit, preview rendered by the server
 * (the cooker, so the preview is exactly what readers will see), and fullscreen, which works
 * with both. A failed preview shows 'Oups! something went wrong...' (spec 1 §8) and keeps the text.
 */
export function MarkdownEditor({ label, value, onChange, id }: MarkdownEditorProps) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [mode, setMode] = useState<EditorMode>('edit');
  const [isFullscreen, setIsFullscreen] = useState(false);
  const preview = useCookedPreview(value, mode === 'preview');

  useEffect(() => {
    if (!isFullscreen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsFullscreen(false);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [isFullscreen]);

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
          onClick={() => setMode('preview')}
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
          <label htmlFor={inputId} className="visually-hidden">
            {label}
          </label>
          <textarea
            id={inputId}
            className={styles.textarea}
            value={value}
            onChange={(e) => onChange(e.target.value)}
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
