import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './tool-panel.module.css';

/**
 * The frame of a tool that asks something before inserting (the link's document, the image):
 * shown between the tools and the text, never over the text. Focus goes into it;
 * Escape or the close button closes it (a field that uses Escape itself, such as an open search
 * list, keeps it).
 */
export function ToolPanel({
  id,
  title,
  onClose,
  children,
}: {
  id: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The search box, else the first choice, else the first setting.
    const root = rootRef.current;
    const first =
      root?.querySelector<HTMLElement>('input') ??
      root?.querySelector<HTMLElement>('li button') ??
      root?.querySelector<HTMLElement>('select');
    first?.focus();
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Also keeps a fullscreen editor fullscreen.
    event.preventDefault();
    onClose();
  };

  return (
    <div
      id={id}
      ref={rootRef}
      role="group"
      aria-labelledby={titleId}
      className={styles.panel}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.head}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <button
          type="button"
          className={styles.close}
          aria-label={t('markdownEditor.close')}
          onClick={onClose}
        >
          <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {children}
    </div>
  );
}

/** A setting of a tool panel: its label over a choice among fixed options. */
export function PanelSelect<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (value: T) => void;
}) {
  const selectId = useId();
  return (
    <label className={styles.field} htmlFor={selectId}>
      {label}
      <select
        id={selectId}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
