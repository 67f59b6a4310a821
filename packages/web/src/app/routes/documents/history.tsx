import { useParams } from 'react-router';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';
import { HistoryView } from '../../../features/history/components/history-view.tsx';

/** Spec 2 §2: /{type}s/history/{id}/{lang}. */
export default function DocumentHistoryRoute() {
  const type = useRouteDocumentType();
  const params = useParams();
  return <HistoryView type={type} id={Number(params.id)} lang={params.lang ?? 'fr'} />;
}
