import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseGeometry, pointText, toLonLat, toMercator } from '@cairn/domain';
import styles from './document-form.module.css';

/** Longitude and latitude (WGS 84 degrees, 6 decimals ≈ 10 cm) of a point stored in EPSG:3857. */
export function lonLatOf(geom: string | null | undefined): [string, string] {
  const g = parseGeometry(geom);
  if (!g || g.type !== 'Point') return ['', ''];
  const [x = 0, y = 0] = g.coordinates as number[];
  const [lon, lat] = toLonLat(x, y);
  return [lon.toFixed(6), lat.toFixed(6)];
}

/** The stored point of typed degrees; null while either is missing or out of range. */
export function geomOf(lon: string, lat: string): string | null {
  const x = Number.parseFloat(lon.replace(',', '.'));
  const y = Number.parseFloat(lat.replace(',', '.'));
  if (!Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > 180 || Math.abs(y) > 85) return null;
  const [mx, my] = toMercator(x, y);
  return pointText(mx, my);
}

/**
 * The document's point typed as longitude and latitude, in step with the edit map (the map's
 * keyboard-free alternative). The API stores it as GeoJSON in EPSG:3857 (api.md §4.1).
 */
export function PointInput({
  geom,
  onChange,
  error,
  required,
  disabled,
}: {
  geom: string | null | undefined;
  onChange: (geom: string | null) => void;
  error?: string | undefined;
  required: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => lonLatOf(geom));
  const [shown, setShown] = useState(geom ?? null);
  // A point set from elsewhere (a restored draft, an associated route) replaces the typed text.
  if ((geom ?? null) !== shown) {
    setShown(geom ?? null);
    if (geomOf(text[0], text[1]) !== (geom ?? null)) setText(lonLatOf(geom));
  }
  const set = (index: 0 | 1, value: string) => {
    const next: [string, string] = index === 0 ? [value, text[1]] : [text[0], value];
    setText(next);
    setShown(geomOf(next[0], next[1]));
    onChange(geomOf(next[0], next[1]));
  };
  return (
    <fieldset
      className={styles.group}
      data-field="geometry"
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={styles.label} id="edit-field-geometry">
        {t('documentEdit.point')}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <p className={styles.hint}>{t('documentEdit.pointHint')}</p>
      <div className={styles.pair}>
        <label className={styles.levelCell}>
          <span>{t('documentEdit.latitude')}</span>
          <input
            className="input"
            inputMode="decimal"
            value={text[1]}
            aria-invalid={error ? true : undefined}
            onChange={(event) => set(1, event.target.value)}
          />
        </label>
        <label className={styles.levelCell}>
          <span>{t('documentEdit.longitude')}</span>
          <input
            className="input"
            inputMode="decimal"
            value={text[0]}
            aria-invalid={error ? true : undefined}
            onChange={(event) => set(0, event.target.value)}
          />
        </label>
      </div>
      {error && (
        <p className={styles.error} id="edit-error-geometry">
          {error}
        </p>
      )}
    </fieldset>
  );
}
