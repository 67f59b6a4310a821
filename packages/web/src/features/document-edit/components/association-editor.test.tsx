import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentType, EditedDocument, PermissionUser } from '@cairn/domain';
import { setLanguage } from '../../../lib/i18n.ts';
import { titleOf, type Listing } from '../../../lib/documents.ts';
import { listingFixture, type ListingInput } from '../../../testing/fixtures/factory.ts';
import type { AssociationLists } from '../lib/association-editor-state.ts';
import { AssociationEditor, type AssociationPickerProps } from './association-editor.tsx';

const jeanne: PermissionUser = { id: 42, moderator: false };

const titled = (input: ListingInput) =>
  listingFixture({ locales: [{ lang: 'en', title: `Doc ${input.document_id}` }], ...input });
const route = (id: number) => titled({ document_id: id, type: 'r' });
const profile = (id: number, name: string) =>
  listingFixture({ document_id: id, type: 'u', name, locales: [] });
const xreport = (id: number) => titled({ document_id: id, type: 'x' });

const loaded = { routes: [route(1), route(2)], users: [profile(42, 'Jeanne'), profile(43, 'Paul')] };

/** A stand-in for the search feature's picker: one button per document it would find. */
function fakePicker(found: Partial<Record<DocumentType, Listing[]>>) {
  return vi.fn((props: AssociationPickerProps) => (
    <div>
      {(found[props.type] ?? [])
        .filter((doc) => !props.excludedIds.includes(doc.document_id))
        .map((doc) => (
          <button key={doc.document_id} type="button" onClick={() => props.onPick(doc)}>
            {`${props.label} → ${titleOf(doc)}`}
          </button>
        ))}
    </div>
  ));
}

function renderEditor({
  found = {},
  user = jeanne,
}: { found?: Partial<Record<DocumentType, Listing[]>>; user?: PermissionUser } = {}) {
  const onChange = vi.fn();
  const renderPicker = fakePicker(found);
  function Form() {
    const [lists, setLists] = useState<AssociationLists>(loaded);
    const document = { document_id: 100, associations: lists } as EditedDocument;
    return (
      <AssociationEditor
        type="outing"
        document={document}
        associations={loaded}
        onChange={(next) => {
          setLists(next);
          onChange(next);
        }}
        user={user}
        renderPicker={renderPicker}
      />
    );
  }
  render(<Form />);
  const ids = (key: string) =>
    (onChange.mock.lastCall?.[0] as AssociationLists)[key]?.map((doc: Listing) => doc.document_id);
  return { user: userEvent.setup(), onChange, ids, renderPicker };
}

const group = (name: string) => within(screen.getByRole('region', { name }));

describe('association editor (spec 2 §4–§5, spec 3 §4–§5)', () => {
  it('one group per list of the outing’s body, each with its items', async () => {
    await setLanguage('en');
    renderEditor();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Routes',
      'Participants',
      'Incident reports',
      'Articles',
    ]);
    expect(
      group('Routes')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Doc 1Remove', 'Doc 2Remove']);
    expect(group('Routes').getByRole('link', { name: 'Doc 1 (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/routes/1',
    );
    expect(group('Articles').getByText('None')).toBeInTheDocument();
  });

  it('Remove makes a current item deleted, struck through; Put it back makes it current again', async () => {
    await setLanguage('en');
    const { user, ids } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remove Doc 1' }));
    expect(ids('routes')).toEqual([2]);
    const item = screen.getByRole('button', { name: 'Put it back Doc 1' }).closest('li')!;
    expect(item.querySelector('del')).toHaveTextContent('Doc 1');
    expect(item).toHaveTextContent('Will be removed');
    // spec 3 §5: the last route cannot be removed from an outing.
    const last = screen.getByRole('button', { name: 'Remove Doc 2' });
    expect(last).toHaveAttribute('aria-disabled', 'true');
    expect(last).toHaveAttribute('title', 'An outing needs at least one route');
    expect(last).toHaveAccessibleDescription('An outing needs at least one route');

    await user.click(screen.getByRole('button', { name: 'Put it back Doc 1' }));
    expect(ids('routes')?.sort()).toEqual([1, 2]);
    expect(screen.getByRole('button', { name: 'Remove Doc 2' })).not.toHaveAttribute('aria-disabled');
  });

  it('a refused button says why and does nothing: a participant cannot remove themselves', async () => {
    await setLanguage('en');
    const { user, onChange } = renderEditor();
    const own = screen.getByRole('button', { name: 'Remove Jeanne' });
    expect(own).toHaveAccessibleDescription('You cannot remove yourself from an outing');
    await user.click(own);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Paul' }));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('a picked document is added at once; taken back, it is a proposition to Add', async () => {
    await setLanguage('en');
    const { user, ids, renderPicker } = renderEditor({ found: { route: [route(3)] } });
    expect(renderPicker).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'route', label: 'Search: Routes', excludedIds: [100, 1, 2] }),
    );
    await user.click(screen.getByRole('button', { name: 'Search: Routes → Doc 3' }));
    expect(ids('routes')).toEqual([1, 2, 3]);
    expect(group('Routes').getByRole('button', { name: 'Remove Doc 3' }).closest('li')).toHaveTextContent(
      'Will be added',
    );

    await user.click(screen.getByRole('button', { name: 'Remove Doc 3' }));
    expect(ids('routes')).toEqual([1, 2]);
    const add = group('Routes').getByRole('button', { name: 'Add Doc 3' });
    expect(add.closest('li')).toHaveTextContent('Not added');
    await user.click(add);
    expect(ids('routes')).toEqual([1, 2, 3]);
  });

  it('a refused pick stays a proposition showing why, until discarded', async () => {
    await setLanguage('en');
    const { user, onChange } = renderEditor({ found: { xreport: [xreport(9)] } });
    await user.click(screen.getByRole('button', { name: 'Search: Incident reports → Doc 9' }));
    expect(onChange).not.toHaveBeenCalled();
    const add = group('Incident reports').getByRole('button', { name: 'Add Doc 9' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Only moderators can associate or remove incident reports');
    expect(
      group('Incident reports').getByText('Only moderators can associate or remove incident reports'),
    ).toBeVisible();
    await user.click(add);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(group('Incident reports').getByRole('button', { name: 'Discard Doc 9' }));
    expect(group('Incident reports').queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    await setLanguage('en');
    const { user, ids } = renderEditor();
    screen.getByRole('button', { name: 'Remove Doc 1' }).focus();
    await user.keyboard('{Enter}');
    expect(ids('routes')).toEqual([2]);
    screen.getByRole('button', { name: 'Put it back Doc 1' }).focus();
    await user.keyboard(' ');
    expect(ids('routes')?.sort()).toEqual([1, 2]);
  });

  it('visitors get no search, and every button says why it is refused', async () => {
    await setLanguage('en');
    const { renderPicker } = renderEditor({ user: null });
    expect(renderPicker).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove Paul' })).toHaveAccessibleDescription(
      'Sign in to edit associations',
    );
  });

  it('speaks the interface language', async () => {
    renderEditor();
    expect(screen.getByRole('button', { name: 'Retirer Doc 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Itinéraires' })).toBeInTheDocument();
  });
});
