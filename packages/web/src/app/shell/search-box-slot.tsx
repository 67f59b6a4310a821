import { SearchBox } from '../../features/search/components/search-box.tsx';

/** Where the top-bar search (spec 1 §2.2, §5) sits in the shell. */
export function SearchBoxSlot() {
  return <SearchBox />;
}
