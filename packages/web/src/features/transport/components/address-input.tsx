import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_PROPOSITIONS, type AddressProposition } from '@cairn/domain';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { addressAt, findAddresses } from '../api/transport-api.ts';
import { addressLabel } from '../lib/access-points.ts';
import type { Place } from '../hooks/use-trip-planner.ts';
import styles from './transport-box.module.css';

/** Spec 3 §5 "Search inputs": from 3 characters, 600 ms after the last key, hidden 200 ms after blur. */
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 600;
export const ADDRESS_HIDE_MS = 200;

/**
 * The departure field: address propositions as the visitor types, or the current position
 * reverse-geocoded (its coordinates when that fails).
 */
export function AddressInput({
  value,
  onChange,
}: {
  value: Place | undefined;
  onChange: (p: Place | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [propositions, setPropositions] = useState<AddressProposition[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [message, setMessage] = useState<string>();
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  const pick = (place: Place) => {
    setText(place.label);
    onChange(place);
  };

  const [lookUp] = useDebouncedCallback((q: string) => {
    const n = ++asked.current;
    findAddresses({ q, lang: currentLanguage() }).then(
      (features) => {
        if (n !== asked.current) return;
        setPropositions(features.slice(0, ADDRESS_PROPOSITIONS));
        setIsOpen(true);
      },
      () => n === asked.current && setPropositions([]),
    );
  }, ADDRESS_DEBOUNCE_MS);

  const choose = (a: AddressProposition) => {
    const [lon = 0, lat = 0] = a.geometry.coordinates;
    pick({ label: addressLabel(a), lonLat: [lon, lat] });
    setIsOpen(false);
  };

  const locate = () => {
    setMessage(undefined);
    if (!('geolocation' in navigator)) return setMessage(t('transport.geolocationUnsupported'));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const lonLat: [number, number] = [coords.longitude, coords.latitude];
        const fallback = `${coords.latitude.toFixed(5)}, ${coords.longitude.toFixed(5)}`;
        addressAt({ lon: String(lonLat[0]), lat: String(lonLat[1]), lang: currentLanguage() }).then(
          (a) => pick({ label: a ? addressLabel(a) : fallback, lonLat }),
          () => pick({ label: fallback, lonLat }),
        );
      },
      () => setMessage(t('transport.geolocationDenied')),
    );
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('transport.departure')}</label>
      <div className={styles.addressRow}>
        <div className={styles.combo}>
          <input
            id={id}
            type="search"
            autoComplete="off"
            role="combobox"
            aria-expanded={isOpen && propositions.length > 0}
            aria-controls={`${id}-list`}
            placeholder={t('transport.departurePlaceholder')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (value) onChange(undefined);
              if (e.target.value.trim().length >= ADDRESS_MIN_CHARS) lookUp(e.target.value.trim());
              else setPropositions([]);
            }}
            onFocus={() => {
              clearTimeout(hideTimer.current);
              setIsOpen(true);
            }}
            onBlur={() => {
              hideTimer.current = setTimeout(() => setIsOpen(false), ADDRESS_HIDE_MS);
            }}
          />
          {isOpen && propositions.length > 0 && (
            <ul id={`${id}-list`} role="listbox" className={styles.propositions}>
              {propositions.map((a, i) => (
                <li key={i} role="option" aria-selected={false}>
                  <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => choose(a)}>
                    {addressLabel(a)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <button type="button" onClick={locate}>
          {t('transport.myPosition')}
        </button>
      </div>
      {message && (
        <p role="alert" className={styles.warning}>
          {message}
        </p>
      )}
    </div>
  );
}
