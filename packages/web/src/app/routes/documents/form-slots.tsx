import type { DocumentType } from '@cairn/domain';
import { DocumentPicker } from '../../../features/search/components/document-picker.tsx';
import type { FormSlots } from '../../../features/document-edit/components/edit-pages.tsx';

/**
 * The pieces of other features the edit forms show, composed here (features do not import
 * each other): the search feature's picker for the markdown editor's internal links.
 */
export function useFormSlots(type: DocumentType): FormSlots {
  void type;
  return {
    editorExtras: { renderPicker: (props) => <DocumentPicker {...props} /> },
    renderPicker: (props) => <DocumentPicker {...props} />,
  };
}
