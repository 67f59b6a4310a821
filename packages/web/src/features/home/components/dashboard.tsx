import type { ReactNode } from 'react';
import { WhenVisible } from '../../../components/when-visible.tsx';
import { DashboardDocuments } from './dashboard-documents.tsx';
import { DashboardGallery } from './dashboard-gallery.tsx';
import { DashboardLinks } from './dashboard-links.tsx';
import { DashboardOutings } from './dashboard-outings.tsx';
import styles from './dashboard.module.css';

/**
 * Spec 1 §2.3: images and outings in the main column; useful links, routes and articles in
 * the side column. On mobile the two columns melt into one list and the blocks reorder
 * (outings first), see dashboard.module.css. The forum widget comes from the route (features
 * do not import each other); below the fold on a desktop and last on a phone, it renders when
 * its place nears the viewport.
 */
export function Dashboard({
  renderForumWidget,
}: {
  renderForumWidget: (className: string | undefined) => ReactNode;
}) {
  return (
    <div className={styles.dashboard}>
      <div className={styles.main}>
        <DashboardGallery className={styles.galleryBlock} />
        <DashboardOutings className={styles.outingsBlock} />
      </div>
      <aside className={styles.side}>
        <DashboardLinks className={styles.linksBlock} />
        <DashboardDocuments type="route" className={styles.routesBlock} />
        {/* Spec 1 §2.3: the forum widget (the built-in forum by default, env.forumUrl). */}
        <WhenVisible className={styles.forumBlock}>{renderForumWidget(styles.forumBlock)}</WhenVisible>
        <DashboardDocuments type="article" className={styles.articlesBlock} />
      </aside>
    </div>
  );
}
