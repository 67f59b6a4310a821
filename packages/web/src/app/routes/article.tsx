import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * Spec 1 §2.1: an article, also the target of help links with a hash: the article's own page,
 * which scrolls to the section the hash names.
 */
export default function ArticleRoute() {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate replace to={paths.documentView.href('article', Number(id)) + search + hash} />;
}
