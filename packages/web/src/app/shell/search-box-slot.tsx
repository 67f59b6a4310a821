import { useCallback, useRef, useState, type ComponentType } from 'react';
import { loadAllMessages } from '../../lib/i18n.ts';
import { SearchBoxPlaceholder } from '../../features/search/components/search-box-placeholder.tsx';

type SearchBoxComponent = ComponentType<{ initialText?: string; autoFocus?: boolean }>;

// With the whole catalogue: the French core holds only the stand-in's texts (french-core-sections.ts).
const loadSearchBox = () =>
  Promise.all([import('../../features/search/components/search-box.tsx'), loadAllMessages()]).then(
    ([m]) => m.SearchBox,
  );

/**
 * Where the top-bar search (spec 1 §2.2, §5) sits in the shell. Its code loads when the field
 * is first pointed at, touched or focused; until then a stand-in of the same look holds the
 * text, and the real box takes over with that text, the focus and the caret.
 */
export function SearchBoxSlot() {
  const [SearchBox, setSearchBox] = useState<SearchBoxComponent | null>(null);
  const [text, setText] = useState('');
  const [isFocused, setFocused] = useState(false);
  const requested = useRef(false);

  const want = useCallback((focus: boolean) => {
    if (focus) setFocused(true);
    if (requested.current) return;
    requested.current = true;
    void loadSearchBox().then((component) => setSearchBox(() => component));
  }, []);

  if (SearchBox) return <SearchBox initialText={text} autoFocus={isFocused} />;
  return (
    <SearchBoxPlaceholder text={text} onText={setText} onWanted={want} onLeft={() => setFocused(false)} />
  );
}
