import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { usePlaces } from '../api/search-places.ts';
import { SUGGESTIONS_HIDE_DELAY, type Place } from '../lib/geocoder.ts';
import styles from './map-view.module.css';

/** Spec 3 §2 "Recenter on...": a place search whose suggestions recenter the map. */
export function PlaceSearch({
  center,
  onPlace,
}: {
  center: () => [number, number];
  onPlace: (place: Place) => void;
}) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [origin, setOrigin] = useState<[number, number]>([0, 0]);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [debounced] = useDebouncedCallback((value: string) => {
    setOrigin(center());
    setQuery(value);
  }, 300);
  const { data: places = [], isFetching } = usePlaces(query, origin, i18n.language);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const choose = (place: Place) => {
    setText(place.label);
    setIsOpen(false);
    onPlace(place);
  };

  return (
    <div className={styles.search}>
      <input
        type="search"
        value={text}
        placeholder={t('map.recenterOn')}
        aria-label={t('map.recenterOn')}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={isOpen && places.length > 0}
        role="combobox"
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          debounced(event.target.value);
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current);
          setIsOpen(true);
        }}
        // Spec 3 §2: hidden 200 ms after blur, so that a click on a suggestion still lands.
        onBlur={() => {
          hideTimer.current = setTimeout(() => setIsOpen(false), SUGGESTIONS_HIDE_DELAY);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && places[0]) choose(places[0]);
          if (event.key === 'Escape') setIsOpen(false);
        }}
      />
      {isOpen && places.length > 0 && (
        <ul id={listId} role="listbox" className={styles.suggestions} aria-busy={isFetching}>
          {places.map((place, index) => (
            <li key={`${place.label}-${index}`} role="option" aria-selected={false}>
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
              >
                {place.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
