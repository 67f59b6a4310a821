import { DocumentPicker } from '../../../features/search/components/document-picker.tsx';
import type { FormSlots } from '../../../features/document-edit/components/edit-pages.tsx';
import { FormImages } from '../../../features/image-upload/index.ts';
import { permissionUserOf } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/use-session.ts';

const renderPicker: NonNullable<FormSlots['renderPicker']> = (props) => <DocumentPicker {...props} />;

type FormImagesProps = Parameters<NonNullable<FormSlots['renderAddImages']>>[0];

function FormImagesSlot(props: FormImagesProps) {
  const session = useSession();
  return <FormImages {...props} user={permissionUserOf(session)} />;
}

/**
 * The pieces of other features the edit forms show, composed here (features do not import
 * each other): the search feature's picker, for the association editor and the markdown
 * editor's internal links; the image uploader's entry (issue 15).
 */
export const FORM_SLOTS: FormSlots = {
  editorExtras: { renderPicker },
  renderPicker,
  renderAddImages: (props) => <FormImagesSlot {...props} />,
};
