import type { ReactNode } from 'react';
import { DashboardDocuments } from './dashboard-documents.tsx';
import { DashboardGallery } from './dashboard-gallery.tsx';
import { DashboardLinks } from './dashboard-links.tsx';
import { DashboardOutings } from './dashboard-outings.tsx';
import styles from './dashboard.module.css';

type Props = {
  /**
   * Spec 1 §2.3 forum widget (latest 20 topics of 19 fixed categories, 20 px avatars). Our
   * API has no forum bridge for topics yet and a deployment may have no forum at all, so the
   * route passes nothing; once a forum answers, its widget goes here, in the side column.
   */
  forumWidget?: ReactNode;
};

/**
 * Spec 1 §2.3: images and outings in the main column; useful links, routes and articles in
 * the side column. On mobile the two columns melt into one list and the blocks reorder
 * (outings first), see dashboard.module.css.
 */
export function Dashboard({ forumWidget }: Props) {
  return (
    <div className={styles.dashboard}>
      <div className={styles.main}>
        <DashboardGallery className={styles.galleryBlock} />
        <DashboardOutings className={styles.outingsBlock} />
      </div>
      <aside className={styles.side}>
        <DashboardLinks className={styles.linksBlock} />
        <DashboardDocuments type="route" className={styles.routesBlock} />
        {forumWidget}
        <DashboardDocuments type="article" className={styles.articlesBlock} />
      </aside>
    </div>
  );
}
