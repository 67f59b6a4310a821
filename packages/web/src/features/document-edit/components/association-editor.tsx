import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  documentPath,
  pluralOf,
  type AssociationKey,
  type DocumentType,
  type EditedDocument,
  type PermissionUser,
} from '@cairn/domain';
import { cx } from '../../../lib/cx.ts';
import { titleOf, typeOfLetter, type Listing } from '../../../lib/documents.ts';
import {
  addRefusalOf,
  associationGroups,
  editedAssociations,
  withAssociation,
  withoutAssociation,
  type AssociationEditorInput,
  type AssociationEditorMode,
  type AssociationGroup,
  type AssociationItem,
  type AssociationLists,
  type LoadedAssociations,
} from '../lib/association-editor-state.ts';
import styles from './association-editor.module.css';

/** What the editor asks of a document picker: the search feature's `DocumentPicker`, passed in by the route. */
export type AssociationPickerProps = {
  type: DocumentType;
  label: string;
  excludedIds: readonly number[];
  onPick: (doc: Listing) => void;
};
export type RenderAssociationPicker = (props: AssociationPickerProps) => ReactNode;

type Props = {
  type: DocumentType;
  /** The document as edited (wire shape); its `associations` are the edited lists. */
  document: EditedDocument;
  /** The lists as loaded (the full document's `associations`); nothing for a new document. */
  associations: LoadedAssociations;
  /** The edited lists of every group: the form's `associations` (send them with `associationsBody`). */
  onChange: (associations: AssociationLists) => void;
  user: PermissionUser;
  renderPicker: RenderAssociationPicker;
  /** `form` (default): the lists a create/update body carries; `links`: every list, for the standalone editor. */
  mode?: AssociationEditorMode;
};

/**
 * The association editor (spec 2 §4–§5, spec 3 §4–§5): one group per list, each item current
 * (Remove), deleted (Put it back) or a proposition (Add), a button refused by the rules being
 * disabled with the reason as tooltip and description. A picked document is added at once when
 * the rules allow it, else it stays a proposition showing why; taking back an addition makes
 * it a proposition again. Propositions are the editor's own state; the lists are the caller's.
 */
export function AssociationEditor({
  type,
  document,
  associations,
  onChange,
  user,
  renderPicker,
  mode = 'form',
}: Props) {
  const [proposed, setProposed] = useState<AssociationLists>({});
  const input: AssociationEditorInput = { type, document, loaded: associations, proposed, user, mode };
  const groups = associationGroups(input);
  const edited = () => editedAssociations(input);

  const propose = (key: string, doc: Listing) => setProposed((lists) => withAssociation(lists, key, doc));
  const unpropose = (key: string, id: number) => setProposed((lists) => withoutAssociation(lists, key, id));

  const handlePick = (key: AssociationKey, doc: Listing) => {
    if (addRefusalOf(input, doc) === null) onChange(withAssociation(edited(), key, doc));
    else propose(key, doc);
  };
  const handleAction = (key: AssociationKey, item: AssociationItem) => {
    const id = item.doc.document_id;
    if (item.status === 'proposition') {
      unpropose(key, id);
      onChange(withAssociation(edited(), key, item.doc));
    } else if (item.status === 'deleted') {
      onChange(withAssociation(edited(), key, item.doc));
    } else {
      if (item.isNew) propose(key, item.doc);
      onChange(withoutAssociation(edited(), key, id));
    }
  };

  return (
    <div className={styles.editor}>
      {groups.map((group) => (
        <Group
          key={group.key}
          group={group}
          ownerType={type}
          selfId={document.document_id}
          canSearch={!!user}
          renderPicker={renderPicker}
          onPick={(doc) => handlePick(group.key, doc)}
          onAction={(item) => handleAction(group.key, item)}
          onDiscard={(item) => unpropose(group.key, item.doc.document_id)}
        />
      ))}
    </div>
  );
}

type GroupProps = {
  group: AssociationGroup;
  ownerType: DocumentType;
  selfId: number | undefined;
  canSearch: boolean;
  renderPicker: RenderAssociationPicker;
  onPick: (doc: Listing) => void;
  onAction: (item: AssociationItem) => void;
  onDiscard: (item: AssociationItem) => void;
};

function Group({
  group,
  ownerType,
  selfId,
  canSearch,
  renderPicker,
  onPick,
  onAction,
  onDiscard,
}: GroupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = useGroupTitle(ownerType, group);
  const shownIds = group.items.map((item) => item.doc.document_id);
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {title}
      </h3>
      {group.items.length ? (
        <ul className={styles.items}>
          {group.items.map((item) => (
            <Item
              key={item.doc.document_id}
              item={item}
              onAction={() => onAction(item)}
              onDiscard={() => onDiscard(item)}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{t('associationEditor.none')}</p>
      )}
      {canSearch &&
        renderPicker({
          type: group.type,
          label: t('associationEditor.search', { type: title }),
          excludedIds: selfId === undefined ? shownIds : [selfId, ...shownIds],
          onPick,
        })}
    </section>
  );
}

/** The group's heading: the plural type, or the relation when the type alone is ambiguous. */
function useGroupTitle(ownerType: DocumentType, group: AssociationGroup): string {
  const { t } = useTranslation();
  if (group.key === 'waypoints' && ownerType === 'waypoint') return t('associationEditor.parentWaypoints');
  if (group.key === 'waypoint_children') return t('associationEditor.childWaypoints');
  if (group.key === 'users' && ownerType === 'outing') return t('associationEditor.participants');
  return t(`typesPlural.${group.type}`);
}

const ACTIONS = { current: 'remove', deleted: 'restore', proposition: 'add' } as const;

function Item({
  item,
  onAction,
  onDiscard,
}: {
  item: AssociationItem;
  onAction: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const { doc, status, refusal } = item;
  const title = titleOf(doc) || `#${doc.document_id}`;
  const type = typeOfLetter(doc.type);
  const reason = refusal ? t(`associationEditor.refusals.${refusal}`) : undefined;
  const statusText =
    status === 'deleted'
      ? t('associationEditor.statusDeleted')
      : status === 'proposition'
        ? t('associationEditor.statusProposition')
        : item.isNew
          ? t('associationEditor.statusAdded')
          : undefined;
  const name = status === 'deleted' ? <del>{title}</del> : title;
  const actionLabel = t(`associationEditor.${ACTIONS[status]}`);
  return (
    <li className={cx(styles.item, styles[status], item.isNew && status === 'current' && styles.added)}>
      <span className={styles.text}>
        {type ? (
          <a
            href={documentPath(pluralOf(type), doc.document_id)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${title} ${t('associationEditor.newTab')}`}
          >
            {name}
          </a>
        ) : (
          name
        )}
        {statusText && <span className={styles.status}>{statusText}</span>}
        {reason && (
          // Propositions show why they cannot be added; elsewhere the reason is the button's description.
          <span id={reasonId} className={styles.reason} hidden={status !== 'proposition'}>
            {reason}
          </span>
        )}
      </span>
      <span className={styles.buttons}>
        <button
          type="button"
          className={cx('button', status === 'proposition' ? 'button-accent' : 'button-quiet', styles.button)}
          // Still focusable, so keyboard and screen reader users reach the reason.
          // The visible word first, then which document (WCAG 2.5.3 label in name).
          aria-label={`${actionLabel} ${title}`}
          aria-disabled={reason ? true : undefined}
          aria-describedby={reason ? reasonId : undefined}
          title={reason}
          onClick={() => {
            if (!reason) onAction();
          }}
        >
          {actionLabel}
        </button>
        {status === 'proposition' && (
          <button
            type="button"
            className={cx('button', 'button-quiet', styles.button)}
            aria-label={`${t('associationEditor.discard')} ${title}`}
            onClick={onDiscard}
          >
            {t('associationEditor.discard')}
          </button>
        )}
      </span>
    </li>
  );
}
