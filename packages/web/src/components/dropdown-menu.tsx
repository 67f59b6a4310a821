import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './dropdown-menu.module.css';

/**
 * A disclosure menu: a button that shows a list of links. Closes on Escape (focus back on the
 * button), on a click outside, and when an entry is chosen. Disclosure rather than ARIA
 * `menu`, because the entries are plain navigation links.
 */
export function DropdownMenu({
  label,
  buttonContent,
  buttonClassName,
  children,
}: {
  /** Accessible name of the button, when its content has no visible text. */
  label?: string;
  buttonContent: ReactNode;
  buttonClassName?: string;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [isOpen]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName ?? styles.button}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {buttonContent}
      </button>
      <ul
        id={listId}
        className={styles.list}
        hidden={!isOpen}
        // Choosing any entry closes the menu.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a, button')) setIsOpen(false);
        }}
      >
        {children}
      </ul>
    </div>
  );
}

export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link className={styles.item} to={to}>
        {children}
      </Link>
    </li>
  );
}

export function MenuButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={styles.item} onClick={onClick}>
        {children}
      </button>
    </li>
  );
}

export function MenuSeparator() {
  return <li aria-hidden="true" className={styles.separator} />;
}
