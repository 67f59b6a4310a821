import { useSearchParams } from 'react-router';
import { RiskTool } from '../../features/risk-tool/index.ts';

/**
 * Spec 1 §2.1 / spec 3 "Risk tool": `yeti/{document_id?}/{page?}`; a `bbox` search parameter
 * (EPSG:3857, as the lists' map writes it) says where the risk map opens.
 */
export default function YetiRoute() {
  const [search] = useSearchParams();
  return <RiskTool bbox={search.get('bbox') ?? undefined} />;
}
