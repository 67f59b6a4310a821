import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../testing/api-stub.ts';
import { MarkdownEditor } from './markdown-editor.tsx';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <MarkdownEditor label="Description" value={value} onChange={setValue} />;
}

const renderEditor = (initial: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  );

describe('markdown editor (spec 1 §4 modes)', () => {
  it('previews the text as the server cooks it', async () => {
    const requests = stubApi((r) =>
      r.path === '/cooker' ? { body: { value: '<p><strong>Bold</strong></p>' } } : undefined,
    );
    renderEditor('**Bold**');
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(await screen.findByText('Bold', { selector: 'strong' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/cooker' && r.method === 'POST')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Édition' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('**Bold**');
  });

  it("shows 'Oups! something went wrong...' when the preview fails, and keeps the text", async () => {
    stubApi((r) =>
      r.path === '/cooker' ? { status: 500, body: { status: 'error', errors: [] } } : undefined,
    );
    renderEditor('some *text*');
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oups ! Quelque chose s’est mal passé...');
    await userEvent.click(screen.getByRole('button', { name: 'Édition' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('some *text*');
  });

  it('goes fullscreen and back, with Escape too', async () => {
    stubApi();
    const { container } = renderEditor('x');
    await userEvent.click(screen.getByRole('button', { name: 'Plein écran' }));
    expect(container.firstElementChild?.className).toMatch(/fullscreen/);
    await userEvent.keyboard('{Escape}');
    expect(container.firstElementChild?.className).not.toMatch(/fullscreen/);
  });
});
