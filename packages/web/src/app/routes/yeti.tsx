import { RiskTool } from '../../features/risk-tool/index.ts';

/**
 * Spec 1 §2.1 / spec 3 "Risk tool": `yeti/{document_id?}/{page?}`. The address's document and
 * page are kept for the map part still to come (a route drawn or read from a document).
 */
export default function YetiRoute() {
  return <RiskTool />;
}
