import { useEffect, useRef, useState } from 'react';
import { POINT_SOURCES, type DocumentType, type PermissionUser } from '@cairn/domain';
import { isFullDocument, titleOf, typeOfLetter, type Listing } from '../../../lib/documents.ts';
import { getReferenceDocument } from '../api/save-document.ts';
import { associationSideEffects, type SideEffectChange } from '../lib/association-side-effects.ts';
import type { AssociationLists, LoadedAssociations } from '../lib/association-editor-state.ts';
import type { FormAssociations as Lists, FormDocument } from '../lib/form-document.ts';
import { AssociationEditor, type RenderAssociationPicker } from './association-editor.tsx';
import { AssociationSideEffectsNotice } from './association-side-effects-notice.tsx';

/** Whether adding a document of `added` to a `type` fills some of its fields (spec 3 §4). */
const hasSideEffects = (type: DocumentType, added: DocumentType) =>
  (type === 'outing' && added === 'route') || !!POINT_SOURCES[type]?.includes(added);

const idsOf = (lists: Lists | AssociationLists) =>
  new Set(
    Object.values(lists).flatMap((list: readonly { document_id: number }[] | undefined) =>
      (list ?? []).map((item) => item.document_id),
    ),
  );

/**
 * The association editor inside the edit form: the lists go into the form's document, and a
 * document added that fills fields of this one (a route added to an outing: its point,
 * elevations, height differences, ratings and title when empty) is read whole, its values
 * applied at once and listed to the user before saving (spec 3 §4).
 */
export function FormAssociations({
  type,
  lang,
  document,
  loaded,
  user,
  renderPicker,
  onChange,
}: {
  type: DocumentType;
  lang: string;
  document: FormDocument;
  loaded: LoadedAssociations;
  user: PermissionUser;
  renderPicker: RenderAssociationPicker;
  onChange: (update: (doc: FormDocument) => FormDocument) => void;
}) {
  const [notices, setNotices] = useState<{ id: number; title: string; changes: SideEffectChange[] }[]>([]);
  const latest = useRef(document);
  useEffect(() => {
    latest.current = document;
  }, [document]);

  const fillFrom = async (item: Listing) => {
    const addedType = typeOfLetter(item.type);
    if (!addedType || !hasSideEffects(type, addedType)) return;
    const full = await getReferenceDocument(addedType, item.document_id, lang).catch(() => null);
    if (!full || !isFullDocument(full)) return;
    const { changes } = associationSideEffects(type, latest.current, full);
    if (!changes.length) return;
    onChange((doc) => associationSideEffects(type, doc, full).document as FormDocument);
    setNotices((current) => [
      ...current.filter((n) => n.id !== item.document_id),
      { id: item.document_id, title: titleOf(full), changes },
    ]);
  };

  const handleChange = (lists: AssociationLists) => {
    const before = idsOf(document.associations);
    onChange((doc) => ({ ...doc, associations: lists as Lists }));
    const added = Object.values(lists)
      .flatMap((list) => list ?? [])
      .filter((item) => !before.has(item.document_id));
    for (const item of added) void fillFrom(item);
    const now = idsOf(lists);
    setNotices((current) => current.filter((n) => now.has(n.id)));
  };

  return (
    <>
      <AssociationEditor
        type={type}
        document={document}
        associations={loaded}
        onChange={handleChange}
        user={user}
        renderPicker={renderPicker}
      />
      {notices.map((notice) => (
        <AssociationSideEffectsNotice
          key={notice.id}
          type={type}
          changes={notice.changes}
          sourceTitle={notice.title}
        />
      ))}
    </>
  );
}
