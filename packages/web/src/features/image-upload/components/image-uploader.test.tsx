import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PermissionUser } from '@cairn/domain';
import { ToastProvider } from '../../../components/toast-provider.tsx';
import { ApiError } from '../../../lib/api.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { documentFixture } from '../../../testing/fixtures/factory.ts';
import { AddImagesButton } from '../index.ts';

/** Each upload waits until the test settles it, so that the states in between can be seen. */
type Pending = { name: string; resolve: (filename: string) => void; reject: (error: unknown) => void };
const uploads: Pending[] = [];
vi.mock('../api/images.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/images.ts')>()),
  uploadImage: (_file: Blob, name: string, options: { onProgress?: (percent: number) => void }) =>
    new Promise<string>((resolve, reject) => {
      options.onProgress?.(40);
      uploads.push({ name, resolve, reject });
    }),
}));

const jeanne: PermissionUser = { id: 42, moderator: false };
const outing = documentFixture({
  document_id: 100,
  type: 'o',
  activities: ['hiking'],
  locales: [{ lang: 'en', title: 'Sunny day' }],
  associations: {
    routes: [{ document_id: 1, type: 'r', locales: [{ lang: 'en', title: 'Doc 1' }] }],
    users: [{ document_id: 42, type: 'u', name: 'Jeanne', locales: [] }],
    images: [],
  },
});
const NOT_AN_IMAGE = new ApiError(400, [
  { location: 'body', name: 'file', description: 'Image could not be processed' },
]);

const file = (name: string, lastModified = 1) =>
  new File(['x'], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg', lastModified });

function renderButton(user: PermissionUser = jeanne) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['document', 'outing', 100, 'en'], outing);
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AddImagesButton type="outing" doc={outing} user={user} lang="en" />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const isStale = () => queryClient.getQueryState(['document', 'outing', 100, 'en'])?.isInvalidated;
  return { user: userEvent.setup({ applyAccept: false }), isStale };
}

/** `POST /images/list`: answers ids in order, or fails `failures` times first. */
function serveList(failures = 0) {
  let left = failures;
  return stubApi(({ path, method, body }: StubRequest) => {
    if (path !== '/images/list' || method !== 'POST') return undefined;
    if (left-- > 0) return { status: 500, body: { status: 'error', errors: [] } };
    const count = (body as { images: unknown[] }).images.length;
    return { body: { images: Array.from({ length: count }, (_, i) => ({ document_id: 500 + i })) } };
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Add images' });
const item = (name: string) =>
  within(dialog())
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(name, { exact: true }))!;

beforeEach(async () => {
  uploads.length = 0;
  window.localStorage.clear();
  await setLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the image uploader (issue 15)', () => {
  it('is offered to the participants of an outing only', () => {
    renderButton({ id: 7, moderator: false });
    expect(screen.queryByRole('button', { name: 'Add images' })).not.toBeInTheDocument();
  });

  it('uploads one file after the other, retries a failed one, and saves once all are uploaded', async () => {
    const requests = serveList();
    const { user, isStale } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Add images' }));
    expect(await screen.findByRole('dialog', { name: 'Add images' })).toHaveAttribute('aria-modal', 'true');
    const save = within(dialog()).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const input = within(dialog()).getByLabelText('Choose images');
    await user.upload(input, [
      file('a.jpg'),
      file('b.png'),
      file('a.jpg'),
      new File(['t'], 'n.txt', { type: 'text/plain' }),
    ]);
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog()).getByText(/Only images can be added/)).toBeInTheDocument();

    // One at a time: a.jpg is on its way with its progress, b.png waits.
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(within(item('a.jpg')).getByText('Uploading: 40%')).toBeInTheDocument();
    expect(within(item('b.png')).getByText('Waiting')).toBeInTheDocument();
    uploads[0]!.reject(NOT_AN_IMAGE);
    expect(await within(item('a.jpg')).findByRole('alert')).toHaveTextContent('Image could not be processed');
    expect(within(item('a.jpg')).queryByRole('button', { name: 'Rotate' })).not.toBeInTheDocument();

    await waitFor(() => expect(uploads).toHaveLength(2));
    uploads[1]!.resolve('1700000000_000002.png');
    expect(await within(item('b.png')).findByText('Uploaded')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.click(within(item('a.jpg')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(uploads).toHaveLength(3));
    uploads[2]!.resolve('1700000000_000001.jpg');
    expect(await within(item('a.jpg')).findByText('Uploaded')).toBeInTheDocument();
    await user.type(within(item('b.png')).getByRole('textbox', { name: 'Title' }), 'Ridge');
    expect(within(item('b.png')).getByRole('link', { name: 'CC BY-NC-ND 3.0' })).toBeInTheDocument();
    expect(save).toBeEnabled();

    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requests.find((r) => r.path === '/images/list')!.body as {
      images: Record<string, unknown>[];
    };
    expect(sent.images).toEqual([
      expect.objectContaining({
        filename: '1700000000_000001.jpg',
        image_type: 'personal',
        activities: ['hiking'],
        locales: [{ lang: 'en', title: '' }],
        associations: { outings: [{ document_id: 100 }] },
      }),
      expect.objectContaining({
        filename: '1700000000_000002.png',
        locales: [{ lang: 'en', title: 'Ridge' }],
      }),
    ]);
    expect(isStale()).toBe(true);
    expect(await screen.findByText('Images saved')).toBeInTheDocument();
  });

  it('takes files dropped over the dialog', async () => {
    serveList();
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Add images' }));
    fireEvent.drop(await screen.findByRole('dialog', { name: 'Add images' }), {
      dataTransfer: { files: [file('drop.jpg')] },
    });
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(uploads).toHaveLength(1));
  });

  it('keeps every item when the save fails, and saves again', async () => {
    const requests = serveList(1);
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Add images' }));
    await user.upload(await screen.findByLabelText('Choose images'), [file('a.jpg')]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.resolve('1700000000_000001.jpg');
    const save = within(dialog()).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await within(dialog()).findByText("An error occurred, couldn't save images")).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(1);
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.path === '/images/list')).toHaveLength(2);
  });

  it('asks before Escape closes it with items, and closes at once without', async () => {
    serveList();
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Add images' }));
    await screen.findByRole('dialog', { name: 'Add images' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add images' }));
    await user.upload(await screen.findByLabelText('Choose images'), [file('a.jpg')]);
    await user.keyboard('{Escape}');
    const confirm = screen.getByRole('dialog', { name: 'Close without saving?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Close without saving?' })).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
