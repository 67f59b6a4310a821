import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { ThumbnailList, useImageViewer } from '../../image-viewer/index.ts';
import { useDashboardDocuments } from '../api/get-dashboard.ts';
import { DASHBOARD_QUALITY } from '../api/get-dashboard.ts';
import { DashboardBlock } from './dashboard-block.tsx';
import styles from './dashboard.module.css';

/** Spec 1 §2.3, §9: a gallery of the 10 latest images; a click opens the image viewer (§2.2). */
export function DashboardGallery({ className }: { className?: string }) {
  const { t } = useTranslation();
  const query = useDashboardDocuments('image', useContentLang());
  const images = query.data?.documents ?? [];
  const { linkProps, viewer } = useImageViewer(images);
  return (
    <DashboardBlock
      title={t('dashboard.images')}
      className={className}
      state={query}
      action={
        <Link to={paths.documentList.href('image', { qa: DASHBOARD_QUALITY })} className={styles.seeAll}>
          {t('dashboard.allImages')}
        </Link>
      }
    >
      <ThumbnailList images={images} linkProps={linkProps} className={styles.gallery} />
      {viewer}
    </DashboardBlock>
  );
}
