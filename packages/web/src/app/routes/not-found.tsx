import { NotFoundPage } from '../../components/not-found-page.tsx';

/** Spec 1 §2.1: any address not in the route table. */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}
