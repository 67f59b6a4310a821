import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Listing } from '../../../lib/documents.ts';
import { bboxParam, parseBbox } from '../lib/fit.ts';
import { mapDocumentsOfList } from '../lib/map-documents.ts';
import { MapView } from './map-view.tsx';
import styles from './map-view.module.css';

export type ListMapProps = {
  documents: Listing[];
  /** The `bbox` filter of the address. */
  bbox: string | undefined;
  /** Writes (or, with undefined, removes) the `bbox` filter; the list clears the offset. */
  onBboxChange: (bbox: string | undefined) => void;
  className?: string;
};

/**
 * The map of a list page (spec 1 §2.5, spec 3 §2): the listed documents and the toggle
 * "Filter on map extent", which writes the visible extent into the address while it is on.
 */
export function ListMap({ documents, bbox, onBboxChange, className }: ListMapProps) {
  const { t } = useTranslation();
  const [isFiltering, setIsFiltering] = useState(() => parseBbox(bbox) !== undefined);
  const [initialExtent] = useState(() => parseBbox(bbox));
  const [extent, setExtent] = useState(initialExtent);
  const mapDocuments = useMemo(() => mapDocumentsOfList(documents), [documents]);
  // The protection areas follow what is listed: paragliding adds the aerial ones (spec 3 §7).
  const activities = useMemo(
    () => [
      ...new Set(
        documents.flatMap((doc) =>
          'activities' in doc && Array.isArray(doc.activities) ? (doc.activities as string[]) : [],
        ),
      ),
    ],
    [documents],
  );
  // While filtering, the results follow the map, not the other way round: refitting on them
  // would move the map, write a new bbox, bring new results, and so on.
  const fitKey = isFiltering ? null : mapDocuments.map((doc) => doc.id).join(',');

  const handleMoveEnd = (next: [number, number, number, number], byVisitor: boolean) => {
    setExtent(next);
    if (byVisitor && isFiltering && bboxParam(next) !== bbox) onBboxChange(bboxParam(next));
  };

  const handleToggle = (isOn: boolean) => {
    setIsFiltering(isOn);
    onBboxChange(isOn && extent ? bboxParam(extent) : undefined);
  };

  return (
    <MapView
      className={className}
      documents={mapDocuments}
      fitKey={fitKey}
      initialExtent={initialExtent}
      onMoveEnd={handleMoveEnd}
      activities={activities}
      controls={
        <label className={styles.filterToggle}>
          <input
            type="checkbox"
            checked={isFiltering}
            onChange={(event) => handleToggle(event.target.checked)}
          />
          {t('map.filterOnExtent')}
        </label>
      }
    />
  );
}
