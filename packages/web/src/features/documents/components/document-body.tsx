import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import { DocumentHeader } from './document-header.tsx';
import { FieldList } from './field-list.tsx';
import { ImagesBox, MainImage } from './images-box.tsx';
import { TextSections } from './text-sections.tsx';
import styles from './document-view.module.css';

/**
 * The detail page's header, fields and cooked sections without the page around them (tool
 * box, associations, address rewriting): what an archived version (spec 2 §4) and a print
 * view entry (spec 1 §2.6) show of a document. `withImages` adds the images box.
 */
export function DocumentBody({
  type,
  doc,
  headingLevel = 1,
  withImages = false,
}: {
  type: DocumentType;
  doc: FullDocument;
  headingLevel?: 1 | 2;
  withImages?: boolean;
}) {
  const { t } = useTranslation();
  const raw = doc.type === 'u' ? doc.name : (doc.cooked?.title ?? doc.locales?.[0]?.title);
  const title = String(raw ?? '') || (type === 'image' ? t('documents.untitledImage') : '');
  return (
    <div className={styles.page} lang={doc.cooked?.lang}>
      <DocumentHeader type={type} doc={doc} title={title} headingLevel={headingLevel} />
      {type === 'image' && withImages && <MainImage doc={doc} title={title} />}
      <FieldList type={type} doc={doc} />
      <TextSections type={type} doc={doc} />
      {withImages && <ImagesBox doc={doc} />}
    </div>
  );
}
