import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutOf } from '../lib/shortcuts.ts';
import styles from './format-toolbar.module.css';

export type Tool = {
  id: string;
  /** The accessible name; the visible content may be a glyph. */
  label: string;
  content: ReactNode;
  onActivate: () => void;
  /** The letter of its Ctrl/Cmd shortcut, shown in the title. */
  shortcut?: string;
  /** For a tool that opens a panel: whether it is open, and the panel's id. */
  isExpanded?: boolean;
  controls?: string;
  /** Starts a group of related tools (a little space before it). */
  startsGroup?: boolean;
  className?: string;
};

/**
 * The formatting tools: an ARIA toolbar, one tab stop, arrows (and Home, End) move between
 * tools. A press on a tool does not take the focus from the text (which keeps a phone's keyboard
 * open); the tool then works on the textarea's selection.
 */
export function FormatToolbar({ label, tools }: { label: string; tools: readonly Tool[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(active, tools.length - 1);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      className={styles.toolbar}
      onKeyDown={handleKeyDown}
    >
      {tools.map((tool, index) => {
        const shortcut = tool.shortcut ? shortcutOf(tool.shortcut) : undefined;
        return (
          <button
            key={tool.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`${styles.tool} ${tool.startsGroup ? styles.groupStart : ''} ${tool.className ?? ''}`}
            tabIndex={index === current ? 0 : -1}
            aria-label={tool.label}
            title={
              shortcut
                ? t('markdownEditor.withShortcut', { label: tool.label, shortcut: shortcut.text })
                : tool.label
            }
            aria-keyshortcuts={shortcut?.aria}
            aria-expanded={tool.isExpanded}
            aria-controls={tool.isExpanded ? tool.controls : undefined}
            onFocus={() => setActive(index)}
            // Keeps the focus (and the selection, and a phone's keyboard) in the textarea.
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.onActivate}
          >
            {tool.content}
          </button>
        );
      })}
    </div>
  );
}
