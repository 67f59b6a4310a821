import { DocumentPicker } from '../../../features/search/components/document-picker.tsx';
import type { FormSlots } from '../../../features/document-edit/components/edit-pages.tsx';

const renderPicker: NonNullable<FormSlots['renderPicker']> = (props) => <DocumentPicker {...props} />;

/**
 * The pieces of other features the edit forms show, composed here (features do not import
 * each other): the search feature's picker, for the association editor and the markdown
 * editor's internal links.
 */
export const FORM_SLOTS: FormSlots = { editorExtras: { renderPicker }, renderPicker };
