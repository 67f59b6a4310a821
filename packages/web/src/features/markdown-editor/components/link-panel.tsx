import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import type { Listing } from '../../../lib/documents.ts';
import { PanelSelect, ToolPanel } from './tool-panel.tsx';
import styles from './tool-panel.module.css';

/** What the link tool asks of a document picker of one type (the search feature's, given by the route). */
export type LinkPickerProps = {
  type: DocumentType;
  label: string;
  excludedIds: readonly number[];
  onPick: (doc: Listing) => void;
};

export type RenderLinkPicker = (props: LinkPickerProps) => ReactNode;

/** The types offered, the most linked first. */
const LINK_TYPES = [
  'route',
  'waypoint',
  'outing',
  'article',
  'book',
  'area',
  'xreport',
  'image',
  'map',
  'profile',
] as const satisfies readonly DocumentType[];

const NONE: readonly number[] = [];

/** The link tool's panel: a document type, then the document, searched by its title. */
export function LinkPanel({
  id,
  renderPicker,
  excludedIds = NONE,
  onPick,
  onClose,
}: {
  id: string;
  renderPicker: RenderLinkPicker;
  excludedIds?: readonly number[] | undefined;
  onPick: (type: DocumentType, doc: Listing) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<DocumentType>('route');
  return (
    <ToolPanel id={id} title={t('markdownEditor.tools.link')} onClose={onClose}>
      <div className={styles.fields}>
        <PanelSelect
          label={t('markdownEditor.link.type')}
          value={type}
          options={LINK_TYPES}
          labelOf={(option) => t(`types.${option}`)}
          onChange={setType}
        />
      </div>
      {/* A new picker for each type: the text searched for one type means nothing for another. */}
      <Fragment key={type}>
        {renderPicker({
          type,
          label: t('markdownEditor.link.search'),
          excludedIds,
          onPick: (doc) => onPick(type, doc),
        })}
      </Fragment>
    </ToolPanel>
  );
}
