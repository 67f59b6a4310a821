import { useParams, useSearchParams } from 'react-router';
import { RiskTool } from '../../features/risk-tool/index.ts';

/**
 * Spec 1 §2.1 / spec 3 "Risk tool": `yeti/{document_id?}/{page?}`: the route `document_id`'s
 * line on the map; a `bbox` search parameter (EPSG:3857, as the lists' map writes it) says where
 * the risk map opens without one.
 */
export default function YetiRoute() {
  const [search] = useSearchParams();
  const { document_id: documentId } = useParams();
  return (
    <RiskTool
      bbox={search.get('bbox') ?? undefined}
      documentId={documentId === undefined ? undefined : Number(documentId)}
    />
  );
}
