import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canEdit, documentPath, licenceOf, pluralOf, type Licence } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import { isFullDocument, titleOf, type FullDocument, type Listing } from '../../../lib/documents.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { documentQuery } from '../../../lib/get-document.ts';
import { preparedCookedHtml } from '../../../lib/cooked-html.ts';
import { permissionDocumentOf, permissionUserOf } from '../../../lib/permissions.ts';
import { cameraSettings, resolutionText } from '../lib/camera-settings.ts';
import styles from './image-viewer.module.css';

const licenceOfImage = (doc: FullDocument): Licence | null => {
  try {
    return licenceOf({ type: 'image', image_type: doc.image_type as string | undefined });
  } catch {
    return null;
  }
};

const cookedText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * Spec 1 §2.2 info panel: date, title, author, summary, description, licence type, camera
 * settings, resolution, then links to the image's page and, for those who may, to its edit
 * form. The image document is read cooked in the content language (api.md §5.1).
 */
export function ImageInfoPanel({ id, image, lang }: { id: string; image: Listing; lang: string }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const session = useSession();
  const { data: doc, isPending, isError } = useQuery(documentQuery('image', image.document_id, lang));
  const headingId = `${id}-heading`;

  let body: ReactNode;
  if (isPending) body = <LoadingNotice />;
  else if (isError || !doc || !isFullDocument(doc)) body = <p role="alert">{t('imageViewer.loadError')}</p>;
  else {
    const cooked = doc.cooked;
    const title = cookedText(cooked?.title) ?? titleOf(image);
    const shownLang = cooked?.lang ?? lang;
    const licence = licenceOfImage(doc);
    const camera = cameraSettings(doc, format.number);
    const resolution = resolutionText(doc, format.number);
    const summary = cookedText(cooked?.summary);
    const description = cookedText(cooked?.description);
    const isEditor = canEdit(permissionUserOf(session), permissionDocumentOf('image', doc));
    const rows: { key: string; label: string; value: ReactNode }[] = [
      { key: 'title', label: format.label('image', 'title'), value: title || t('documents.untitledImage') },
    ];
    if (typeof doc.date_time === 'string' && doc.date_time)
      rows.push({
        key: 'date',
        label: format.label('image', 'date_time'),
        value: format.dateTime(doc.date_time),
      });
    if (typeof doc.author === 'string' && doc.author.trim())
      rows.push({ key: 'author', label: format.label('image', 'author'), value: doc.author });
    if (summary)
      rows.push({
        key: 'summary',
        label: format.label('image', 'summary'),
        value: (
          <div className={styles.cooked} dangerouslySetInnerHTML={{ __html: preparedCookedHtml(summary) }} />
        ),
      });
    if (description)
      rows.push({
        key: 'description',
        label: format.label('image', 'description'),
        value: (
          <div
            className={styles.cooked}
            dangerouslySetInnerHTML={{ __html: preparedCookedHtml(description) }}
          />
        ),
      });
    if (licence)
      rows.push({
        key: 'licence',
        label: t('imageViewer.licence'),
        value: licence.url ? (
          <a href={licence.url} rel="license noopener noreferrer">
            CC {licence.code.toUpperCase()} {licence.version}
          </a>
        ) : (
          t('documents.copyright')
        ),
      });
    if (camera.length > 0)
      rows.push({ key: 'camera', label: t('imageViewer.camera'), value: camera.join(' · ') });
    if (resolution) rows.push({ key: 'resolution', label: t('imageViewer.resolution'), value: resolution });

    body = (
      <>
        <dl className={styles.fields}>
          {rows.map((row) => (
            <div key={row.key} className={styles.field} data-field={row.key}>
              <dt>{row.label}</dt>
              <dd
                lang={
                  row.key === 'summary' || row.key === 'description' || row.key === 'title'
                    ? shownLang
                    : undefined
                }
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        <ul className={styles.links}>
          <li>
            <Link to={documentPath(pluralOf('image'), doc.document_id, shownLang, title)}>
              {t('imageViewer.openPage')}
            </Link>
          </li>
          {isEditor && (
            <li>
              <Link to={paths.documentEdit.href('image', doc.document_id, shownLang)}>
                {t('imageViewer.edit')}
              </Link>
            </li>
          )}
        </ul>
      </>
    );
  }

  return (
    <aside id={id} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('imageViewer.information')}
      </h2>
      {body}
    </aside>
  );
}
