import { useParams } from 'react-router';
import { useRouteDocumentType } from '../../../lib/route-handle.ts';
import { DiffView } from '../../../features/history/components/diff-view.tsx';
import { parseDiffEnd } from '../../../features/history/lib/versions.ts';

/** Spec 2 §2: /{type}s/diff/{id}/{lang}/{versionFrom}/{versionTo}, defaults prev and next. */
export default function DocumentDiffRoute() {
  const type = useRouteDocumentType();
  const params = useParams();
  return (
    <DiffView
      type={type}
      id={Number(params.id)}
      lang={params.lang ?? 'fr'}
      from={parseDiffEnd(params.versionFrom)}
      to={parseDiffEnd(params.versionTo)}
    />
  );
}
