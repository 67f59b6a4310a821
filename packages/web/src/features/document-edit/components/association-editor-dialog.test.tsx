import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentType, PermissionUser } from '@cairn/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../../components/toast-provider.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { titleOf, type FullDocument, type Listing } from '../../../lib/documents.ts';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { documentFixture, listingFixture, type ListingInput } from '../../../testing/fixtures/factory.ts';
import type { AssociationPickerProps } from './association-editor.tsx';
import { EditAssociationsButton } from './association-editor-dialog.tsx';

const jeanne: PermissionUser = { id: 42, moderator: false };

const titled = (input: ListingInput) =>
  listingFixture({ locales: [{ lang: 'en', title: `Doc ${input.document_id}` }], ...input });
const route = (id: number) => titled({ document_id: id, type: 'r' });

const outing = documentFixture({
  document_id: 100,
  type: 'o',
  locales: [{ lang: 'en', title: 'Sunny day' }],
  associations: {
    routes: [{ document_id: 1, type: 'r', locales: [{ lang: 'en', title: 'Doc 1' }] }],
    users: [{ document_id: 42, type: 'u', name: 'Jeanne', locales: [] }],
    images: [],
    articles: [],
    xreports: [],
  },
});

const renderPicker = (props: AssociationPickerProps) => (
  <div>
    {(props.type === 'route' ? [route(3)] : [])
      .filter((doc: Listing) => !props.excludedIds.includes(doc.document_id))
      .map((doc) => (
        <button key={doc.document_id} type="button" onClick={() => props.onPick(doc)}>
          {`Pick ${titleOf(doc)}`}
        </button>
      ))}
  </div>
);

/** The association endpoints; `refuse` answers DELETE with the server's 400. */
function serveLinks({ refuse = false } = {}) {
  return stubApi(({ path, method }: StubRequest) => {
    if (path !== '/associations') return undefined;
    if (method === 'DELETE' && refuse)
      return {
        status: 400,
        body: {
          status: 'error',
          errors: [{ location: 'body', name: 'associations', description: 'association does not exist' }],
        },
      };
    return { body: {} };
  });
}

function renderButton(type: DocumentType = 'outing', doc: FullDocument = outing, user = jeanne) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['document', type, doc.document_id, 'en'], doc);
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <EditAssociationsButton type={type} doc={doc} user={user} renderPicker={renderPicker} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const isStale = () => queryClient.getQueryState(['document', type, doc.document_id, 'en'])?.isInvalidated;
  return { user: userEvent.setup(), isStale };
}

const writes = (requests: StubRequest[]) =>
  requests.filter((r) => r.path === '/associations').map(({ method, body }) => ({ method, body }));

describe('standalone association editor (spec 2 "Tool box": edit associations)', () => {
  it('saves additions then removals with POST and DELETE /associations, in pair order, then closes', async () => {
    await setLanguage('en');
    const requests = serveLinks();
    const { user, isStale } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Edit associations' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit associations' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Routes', 'Participants', 'Images', 'Incident reports', 'Articles']);

    // spec 3 §5: the only route cannot go until another is added.
    expect(within(dialog).getByRole('button', { name: 'Remove Doc 1' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pick Doc 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Doc 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(requests)).toEqual([
      { method: 'POST', body: { parent_document_id: 3, child_document_id: 100 } },
      { method: 'DELETE', body: { parent_document_id: 1, child_document_id: 100 } },
    ]);
    expect(await screen.findByText('The associations are saved')).toBeInTheDocument();
    expect(isStale()).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit associations' })).toHaveFocus();
  });

  it('a refused link is named with the server’s words and the dialog stays open', async () => {
    await setLanguage('en');
    const requests = serveLinks({ refuse: true });
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Edit associations' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit associations' });
    await user.click(within(dialog).getByRole('button', { name: 'Pick Doc 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Doc 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not remove “Doc 1”: association does not exist',
    );
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Doc 3');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(writes(requests).map((w) => w.method)).toEqual(['POST', 'DELETE']);
  });

  it('nothing changed: nothing sent, and it says so', async () => {
    await setLanguage('en');
    const requests = serveLinks();
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Edit associations' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to save: no association was changed.');
    expect(writes(requests)).toEqual([]);
  });

  it('Cancel and Escape close without writing', async () => {
    await setLanguage('en');
    const requests = serveLinks();
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Edit associations' }));
    await user.click(screen.getByRole('button', { name: 'Pick Doc 3' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit associations' }));
    // A new opening starts from the document again.
    expect(screen.queryByRole('button', { name: 'Remove Doc 3' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('spec 3 §6: only editors of the document get the entry, and never for areas', async () => {
    await setLanguage('en');
    serveLinks();
    const area = documentFixture({ document_id: 7, type: 'a', locales: [{ lang: 'en', title: 'Alps' }] });
    renderButton('area', area, { id: 9, moderator: true });
    renderButton('outing', outing, { id: 50, moderator: false });
    renderButton('outing', outing, null);
    expect(screen.queryByRole('button', { name: 'Edit associations' })).not.toBeInTheDocument();
  });
});
