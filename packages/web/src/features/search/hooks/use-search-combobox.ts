import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';

/** Spec 1 §5: search-as-you-type fires after a 300 ms pause. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The state of a search-as-you-type ARIA 1.2 combobox (the top-bar search box, the document
 * picker of list filters): the typed text, the query searched after the pause, whether the
 * list is open and its active option; a click outside `rootRef` closes it. `handleNavigation`
 * takes arrows (move the active option, wrapping) and Escape (close, then clear); the caller
 * handles Enter, whose choice differs.
 */
export function useSearchCombobox<Root extends HTMLElement>(initialText = '') {
  const id = useId();
  const rootRef = useRef<Root>(null);
  const [text, setText] = useState(initialText);
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [search] = useDebouncedCallback((value: string) => {
    setQuery(value);
    setActive(-1);
  }, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('mousedown', handlePointerDown);
    return () => document.removeEventListener('mousedown', handlePointerDown);
  }, [isOpen]);

  const clear = () => {
    setText('');
    setQuery('');
    setActive(-1);
  };
  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };

  return {
    id,
    rootRef,
    text,
    query,
    isOpen,
    active,
    setActive,
    optionId: (index: number) => `${id}-option-${index}`,
    /** Searches `value` after the pause (also for text given at first, see SearchBox). */
    search,
    open: () => setIsOpen(true),
    close,
    clear,
    /** The combobox attributes and handlers of the text input (ARIA 1.2 combobox pattern). */
    inputProps(isExpanded: boolean, onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void) {
      return {
        id,
        type: 'search',
        role: 'combobox',
        autoComplete: 'off',
        'aria-autocomplete': 'list',
        'aria-expanded': isExpanded,
        'aria-controls': `${id}-listbox`,
        'aria-activedescendant': isExpanded && active >= 0 ? `${id}-option-${active}` : undefined,
        'aria-describedby': `${id}-hint`,
        value: text,
        // Typing keeps the text, opens the list and searches after the pause.
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          setText(event.target.value);
          setIsOpen(true);
          search(event.target.value.trim());
        },
        onFocus: () => setIsOpen(true),
        onKeyDown,
      } as const;
    },
    /** Arrows and Escape; true when the key was handled. */
    handleNavigation(
      event: KeyboardEvent<HTMLInputElement>,
      { count, isExpanded }: { count: number; isExpanded: boolean },
    ) {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          event.preventDefault();
          setIsOpen(true);
          if (!count) return true;
          const last = count - 1;
          setActive((current) =>
            event.key === 'ArrowDown'
              ? current >= last
                ? 0
                : current + 1
              : current <= 0
                ? last
                : current - 1,
          );
          return true;
        }
        case 'Escape':
          if (isExpanded) {
            event.preventDefault();
            close();
          } else if (text) {
            event.preventDefault();
            clear();
          }
          return true;
      }
      return false;
    },
  };
}
