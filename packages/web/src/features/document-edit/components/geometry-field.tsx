import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  simplifyLine,
  trackFacts,
  type DocumentType,
  type GeometrySpec,
  type TrackFacts,
  type TypeCatalog,
} from '@cairn/domain';
import { LazyGeometryEditor } from '../../map/index.ts';
import { useToast } from '../../../components/toast-provider.tsx';
import { WhenVisible } from '../../../components/when-visible.tsx';
import { useFormatter } from '../../../lib/field-format.tsx';
import {
  canEditDetail,
  clearedGeometry,
  drawModeOf,
  geometryOfImport,
  offeredFacts,
  offersSimplification,
  pointCountOf,
  sameGeometry,
  simplifiableOf,
  TRACK_FACT_FIELDS,
  type FormGeometry,
  type TrackFactField,
} from '../lib/geometry-edit.ts';
import { PointInput } from './point-input.tsx';
import styles from './document-form.module.css';

/** A geometry waiting for the user's answer: its simplification, and for outings the track's facts. */
interface Pending {
  geometry: FormGeometry;
  before: number;
  after: number;
  isSimplified: boolean;
  facts: Partial<TrackFacts>;
  chosen: ReadonlySet<TrackFactField>;
}

/** File types the file button offers (the import reads GPX, KML, TCX, FIT and GeoJSON by content). */
const GPS_FILES =
  '.gpx,.kml,.tcx,.fit,.geojson,.json,application/gpx+xml,application/vnd.google-earth.kml+xml';

export interface GeometryFieldProps {
  type: DocumentType;
  spec: GeometrySpec;
  catalog: TypeCatalog;
  /** The document's figures (an outing's facts fill only empty fields). */
  doc: Record<string, unknown>;
  geometry: FormGeometry;
  /** The geometry the form opened with (Reset). */
  initial: FormGeometry;
  isModerator: boolean;
  error?: string | undefined;
  onGeometry: (next: FormGeometry) => void;
  /** Fields to fill from an outing's track, as the user confirmed them. */
  onFields: (fields: Partial<TrackFacts>) => void;
  /** Whether a simplification waits for an answer (the form saves nothing meanwhile). */
  onPendingChange: (isPending: boolean) => void;
}

/** The browser's time zone: the days an outing's track gives are the user's calendar days. */
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The geometry of the edit form (spec 3 §4 "Geometry editing"): the map editor (a lazy chunk),
 * the point as typed latitude and longitude, a GPS file import (button or drop on the map),
 * "Reset geometry" and "Clear", and the notice where a simplification — with, for an outing,
 * the dates and figures its track gives — is confirmed or cancelled before anything else.
 */
export function GeometryField(props: GeometryFieldProps) {
  const { type, spec, geometry, initial, isModerator, onGeometry, onFields, onPendingChange } = props;
  const { t } = useTranslation();
  const format = useFormatter();
  const showToast = useToast();
  const [pending, setPendingState] = useState<Pending | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const [fitKey, setFitKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const isBusy = !!pending || isImporting;
  const detailEditable = canEditDetail(spec, isModerator);
  const canEdit = spec.point !== 'none' || detailEditable;
  const drawMode = drawModeOf(type, spec, geometry, isModerator);
  const shown = pending?.geometry ?? geometry;
  const showsPoint = spec.point !== 'none' && type !== 'outing';

  // The form hears of it in the same update: its save button is never a render late.
  const setPending = (next: Pending | null) => {
    setPendingState(next);
    onPendingChange(!!next);
  };
  useEffect(() => {
    if (pending) noticeRef.current?.focus();
  }, [pending]);

  /** A new geometry from a drawing or a file: simplified and confirmed when it has many points. */
  const propose = (next: FormGeometry, source: 'import' | 'draw', facts?: TrackFacts) => {
    const detail = simplifiableOf(next.geom_detail);
    const simplified = detail && simplifyLine(detail);
    const isSimplified = !!simplified && offersSimplification(source, simplified.before, simplified.after);
    const offered = facts ? offeredFacts(props.doc, facts) : {};
    if (!isSimplified && Object.keys(offered).length === 0) {
      onGeometry(next);
      return;
    }
    const count = pointCountOf(next.geom_detail);
    setPending({
      geometry: isSimplified ? { ...next, geom_detail: JSON.stringify(simplified.geometry) } : next,
      before: count,
      after: isSimplified ? simplified.after : count,
      isSimplified,
      facts: offered,
      chosen: new Set(Object.keys(offered) as TrackFactField[]),
    });
  };

  const importFile = async (file: File) => {
    if (isBusy || !canEdit) return;
    setIsImporting(true);
    try {
      const { importGpsFile } = await import('../lib/import-gps-file.ts');
      const imported = await importGpsFile(file);
      const { geom, detail } = geometryOfImport(spec, imported);
      // A type whose detail the user may not change keeps it.
      const next: FormGeometry = {
        geom: spec.point === 'none' ? geometry.geom : geom,
        geom_detail: detailEditable ? (detail ? JSON.stringify(detail) : null) : geometry.geom_detail,
      };
      const facts =
        type === 'outing' && (detail?.type === 'LineString' || detail?.type === 'MultiLineString')
          ? trackFacts(detail, { timeZone: localTimeZone() })
          : undefined;
      setFitKey((key) => key + 1);
      propose(next, 'import', facts);
    } catch {
      showToast(t('documentEdit.geometry.noGpsData'), { tone: 'danger' });
    } finally {
      setIsImporting(false);
    }
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void importFile(file);
  };

  const confirm = () => {
    if (!pending) return;
    onGeometry(pending.geometry);
    const fields = Object.fromEntries(
      TRACK_FACT_FIELDS.filter((name) => pending.chosen.has(name) && pending.facts[name] !== undefined).map(
        (name) => [name, pending.facts[name]],
      ),
    );
    if (Object.keys(fields).length > 0) onFields(fields);
    setPending(null);
  };
  const cancel = () => {
    setPending(null);
    setFitKey((key) => key + 1);
  };
  const toggleFact = (name: TrackFactField) =>
    setPendingState(
      (current) =>
        current && {
          ...current,
          chosen: current.chosen.has(name)
            ? new Set([...current.chosen].filter((n) => n !== name))
            : new Set([...current.chosen, name]),
        },
    );

  const cleared = clearedGeometry(type, geometry, spec, isModerator);
  const reset = () => {
    onGeometry(initial);
    setFitKey((key) => key + 1);
  };

  const drawHint =
    drawMode === 'point'
      ? t('documentEdit.geometry.drawPoint')
      : drawMode === 'line'
        ? t('documentEdit.geometry.drawLine')
        : drawMode === 'polygon'
          ? t('documentEdit.geometry.drawPolygon')
          : null;
  const factDef = (name: TrackFactField) => props.catalog.fields.find((f) => f.name === name);

  return (
    // The typed point carries the field's name when shown (errors scroll to its inputs).
    <div className={styles.geometry} data-field={showsPoint ? undefined : 'geometry'}>
      {drawHint && !isBusy && <p className={styles.hint}>{drawHint}</p>}
      {!detailEditable && spec.detail.length > 0 && (
        <p className={styles.hint}>{t('documentEdit.geometry.detailLocked')}</p>
      )}
      {canEdit && (
        <details className={styles.geometryHelp}>
          <summary>{t('documentEdit.geometry.helpTitle')}</summary>
          <p className={styles.hint}>{t('documentEdit.geometry.help')}</p>
        </details>
      )}
      {/* OpenLayers loads once the map nears the screen: the form's first paint does not wait for it. */}
      <WhenVisible className={styles.mapSlot}>
        <LazyGeometryEditor
          geom={shown.geom}
          geomDetail={shown.geom_detail}
          drawMode={isBusy ? null : drawMode}
          canModify={canEdit}
          disabled={isBusy}
          fitKey={fitKey}
          onChange={(next, how) =>
            how === 'draw'
              ? propose({ geom: next.geom, geom_detail: next.geomDetail }, 'draw')
              : onGeometry({ geom: next.geom, geom_detail: next.geomDetail })
          }
          onFile={canEdit ? (file) => void importFile(file) : undefined}
          showProfile={type === 'outing'}
          label={t('documentEdit.geometry.mapLabel')}
        />
      </WhenVisible>
      {pending && (
        <div
          ref={noticeRef}
          className={styles.notice}
          role="alertdialog"
          aria-labelledby="edit-geometry-pending"
          tabIndex={-1}
          data-testid="geometry-pending"
        >
          <p id="edit-geometry-pending">
            <strong>
              {pending.isSimplified
                ? t('documentEdit.geometry.simplifyTitle')
                : t('documentEdit.geometry.factsOnlyTitle')}
            </strong>
          </p>
          {pending.isSimplified && (
            <p>
              {t('documentEdit.geometry.simplifyText', {
                before: format.number(pending.before),
                after: format.number(pending.after),
              })}
            </p>
          )}
          {Object.keys(pending.facts).length > 0 && (
            <fieldset className={styles.group}>
              <legend className={styles.label}>{t('documentEdit.geometry.factsTitle')}</legend>
              {TRACK_FACT_FIELDS.filter((name) => pending.facts[name] !== undefined).map((name) => {
                const def = factDef(name);
                const value = pending.facts[name];
                return (
                  <label key={name} className={styles.checkbox}>
                    <input
                      type="checkbox"
                      checked={pending.chosen.has(name)}
                      onChange={() => toggleFact(name)}
                    />
                    <span>
                      {t('documentEdit.geometry.factLabel', { label: format.labelByName(type, name) })}{' '}
                      {def ? format.value(type, def, value) : String(value)}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
          <div className={styles.actions}>
            <button type="button" className="button button-accent" onClick={confirm}>
              {t('documentEdit.geometry.confirm')}
            </button>
            <button type="button" className="button button-quiet" onClick={cancel}>
              {t('documentEdit.geometry.cancel')}
            </button>
          </div>
        </div>
      )}
      {canEdit && (
        <div className={styles.actions}>
          <input
            ref={fileInput}
            type="file"
            accept={GPS_FILES}
            className={styles.fileInput}
            onChange={handleFile}
            tabIndex={-1}
            aria-hidden="true"
            data-testid="geometry-file"
          />
          <button
            type="button"
            className="button"
            disabled={isBusy}
            aria-busy={isImporting || undefined}
            onClick={() => fileInput.current?.click()}
          >
            {isImporting ? t('documentEdit.geometry.importing') : t('documentEdit.geometry.importFile')}
          </button>
          <button
            type="button"
            className="button button-quiet"
            disabled={isBusy || sameGeometry(geometry, initial)}
            onClick={reset}
          >
            {t('documentEdit.geometry.reset')}
          </button>
          <button
            type="button"
            className="button button-quiet"
            disabled={isBusy || sameGeometry(geometry, cleared)}
            onClick={() => onGeometry(cleared)}
          >
            {t('documentEdit.geometry.clear')}
          </button>
        </div>
      )}
      {showsPoint && (
        <PointInput
          geom={geometry.geom}
          onChange={(geom) => {
            onGeometry({ ...geometry, geom });
            // The map follows the typed point.
            if (geom) setFitKey((key) => key + 1);
          }}
          required={spec.point === 'required'}
          error={props.error}
          disabled={isBusy}
        />
      )}
      {!showsPoint && props.error && (
        <p className={styles.error} id="edit-error-geometry">
          {props.error}
        </p>
      )}
    </div>
  );
}
