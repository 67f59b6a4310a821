import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { listingFixture } from '../../../testing/fixtures/factory.ts';
import { MarkdownEditor, type MarkdownEditorProps } from '../index.ts';

type Extra = Pick<MarkdownEditorProps, 'renderPicker' | 'images' | 'linkExcludedIds'>;

function Harness({
  initial,
  onChange,
  ...extra
}: { initial: string; onChange?: (v: string) => void } & Extra) {
  const [value, setValue] = useState(initial);
  const handleChange = (next: string) => {
    onChange?.(next);
    setValue(next);
  };
  return <MarkdownEditor label="Description" value={value} onChange={handleChange} {...extra} />;
}

function renderEditor(initial: string, extra: Extra & { onChange?: (v: string) => void } = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness initial={initial} {...extra} />
    </QueryClientProvider>,
  );
  const textarea = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
  /** Puts the cursor or the selection in the text, as a user would before using a tool. */
  const select = (start: number, end = start) => {
    textarea.focus();
    textarea.setSelectionRange(start, end);
  };
  return { user, textarea, select };
}

/** A picker stand-in: one button per call, which picks a document of the type asked. */
const stubPicker: MarkdownEditorProps['renderPicker'] = ({ type, label, onPick }) => (
  <button
    type="button"
    onClick={() =>
      onPick(
        listingFixture({
          document_id: type === 'route' ? 123 : 77,
          type: type === 'route' ? 'r' : 'w',
          locales: [{ lang: 'fr', title: type === 'route' ? 'Arête des Cosmiques' : 'Refuge du Goûter' }],
        }),
      )
    }
  >
    {`${label} (${type})`}
  </button>
);

const images = [
  { document_id: 55, title: 'Vue du sommet' },
  { document_id: 56, title: 'Le couloir' },
];

describe('markdown editor tools (issue 12 §4)', () => {
  it('bolds and italicises the selection from the buttons, and toggles back', async () => {
    const { user, textarea, select } = renderEditor('face nord');
    select(5, 9);
    await user.click(screen.getByRole('button', { name: 'Gras' }));
    expect(textarea).toHaveValue('face **nord**');
    expect(textarea).toHaveFocus();
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([7, 11]);

    await user.click(screen.getByRole('button', { name: 'Italique' }));
    expect(textarea).toHaveValue('face ***nord***');
    await user.click(screen.getByRole('button', { name: 'Gras' }));
    expect(textarea).toHaveValue('face *nord*');
  });

  it('Ctrl+B and Ctrl+I work in the text, and the buttons say so', async () => {
    const { user, textarea, select } = renderEditor('');
    expect(screen.getByRole('button', { name: 'Gras' })).toHaveAttribute('title', 'Gras (Ctrl+B)');
    expect(screen.getByRole('button', { name: 'Italique' })).toHaveAttribute('title', 'Italique (Ctrl+I)');
    select(0);
    await user.keyboard('{Control>}b{/Control}');
    await user.keyboard('Col');
    expect(textarea).toHaveValue('**Col**');
    select(2, 5);
    await user.keyboard('{Meta>}i{/Meta}');
    expect(textarea).toHaveValue('***Col***');
  });

  it('writes headings, lists, alerts, [toc], [p] and pitch rows in the dialect', async () => {
    const { user, textarea, select } = renderEditor('Accès\nDepuis le refuge');
    select(0);
    await user.click(screen.getByRole('button', { name: 'Titre' }));
    expect(textarea).toHaveValue('## Accès\nDepuis le refuge');

    select(textarea.value.length);
    await user.click(screen.getByRole('button', { name: 'Liste à puces' }));
    expect(textarea).toHaveValue('## Accès\n\n- Depuis le refuge');

    select(0);
    await user.click(screen.getByRole('button', { name: 'Table des matières' }));
    expect(textarea).toHaveValue('[toc]\n\n## Accès\n\n- Depuis le refuge');

    select(textarea.value.length);
    await user.click(screen.getByRole('button', { name: 'Continuer sous les images' }));
    await user.click(screen.getByRole('button', { name: 'Ligne de tableau de longueurs' }));
    await user.keyboard('5c');
    expect(textarea).toHaveValue('[toc]\n\n## Accès\n\n- Depuis le refuge\n\n[p]\nL# | 5c');

    select(textarea.value.length);
    await user.click(screen.getByRole('button', { name: 'Ligne de tableau de longueurs' }));
    expect(textarea.value.endsWith('L# | 5c\nL# | ')).toBe(true);

    select(0, 5);
    await user.click(screen.getByRole('button', { name: 'Encadré de danger' }));
    expect(textarea.value.startsWith('!!!! [toc]\n\n## Accès')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Encadré d’information' }));
    expect(textarea.value.startsWith('!! [toc]\n\n## Accès')).toBe(true);
  });

  it('links the selection to a document picked by search, of the type chosen', async () => {
    const { user, textarea, select } = renderEditor('Voir la voie.', { renderPicker: stubPicker });
    select(5, 12);
    const linkButton = screen.getByRole('button', { name: 'Lien vers un document' });
    expect(linkButton).toHaveAttribute('title', 'Lien vers un document (Ctrl+K)');
    await user.click(linkButton);
    expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Type de document' })).toHaveValue('route');
    await user.click(screen.getByRole('button', { name: 'Rechercher un document (route)' }));
    expect(textarea).toHaveValue('Voir [[routes/123|la voie]].');
    expect(textarea).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Lien vers un document' })).not.toBeInTheDocument();
  });

  it('Ctrl+K opens the link tool; with no selection the label is the title', async () => {
    const { user, textarea, select } = renderEditor('Nuit au ', { renderPicker: stubPicker });
    select(8);
    await user.keyboard('{Control>}k{/Control}');
    const panel = screen.getByRole('group', { name: 'Lien vers un document' });
    expect(panel).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de document' }), 'waypoint');
    await user.click(screen.getByRole('button', { name: 'Rechercher un document (waypoint)' }));
    expect(textarea).toHaveValue('Nuit au [[waypoints/77|Refuge du Goûter]]');
  });

  it('asks the picker to leave out the documents it is told to (the edited one)', async () => {
    const asked: (readonly number[])[] = [];
    const spyPicker: MarkdownEditorProps['renderPicker'] = (props) => {
      asked.push(props.excludedIds);
      return stubPicker(props);
    };
    const { user, select } = renderEditor('x', { renderPicker: spyPicker, linkExcludedIds: [545] });
    select(1);
    await user.keyboard('{Control>}k{/Control}');
    expect(asked.at(-1)).toEqual([545]);
  });

  it('Escape closes the link tool and gives the text the focus back', async () => {
    const { user, textarea, select } = renderEditor('x', { renderPicker: stubPicker });
    select(1);
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Lien vers un document' })).not.toBeInTheDocument();
    expect(textarea).toHaveFocus();
    expect(textarea).toHaveValue('x');
  });

  it('shows no link tool without a picker, and no image tool without images', () => {
    renderEditor('x');
    expect(screen.queryByRole('button', { name: 'Lien vers un document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Insérer une image' })).not.toBeInTheDocument();
  });

  it("inserts one of the document's images, where asked, captioned by its title", async () => {
    const { user, textarea, select } = renderEditor('Le sommet', { images });
    select(9);
    await user.click(screen.getByRole('button', { name: 'Insérer une image' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'left');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Taille' }), 'big');
    await user.click(screen.getByRole('button', { name: 'Vue du sommet' }));
    expect(textarea).toHaveValue('Le sommet\n[img=55 left big]Vue du sommet[/img]');
    expect(textarea).toHaveFocus();
  });

  it('captions the image with the selection, on the right by default', async () => {
    const { user, textarea, select } = renderEditor('Le couloir vu du col', { images });
    select(11, 20);
    await user.click(screen.getByRole('button', { name: 'Insérer une image' }));
    await user.click(screen.getByRole('button', { name: 'Le couloir' }));
    expect(textarea).toHaveValue('Le couloir \n[img=56 right]vu du col[/img]');
  });

  it('is one tab stop whose tools the arrows go through', async () => {
    const { user } = renderEditor('x', { renderPicker: stubPicker, images });
    const toolbar = screen.getByRole('toolbar', { name: 'Outils de mise en forme' });
    const tools = [...toolbar.querySelectorAll('button')];
    expect(tools.filter((tool) => tool.tabIndex === 0)).toHaveLength(1);
    tools[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italique' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Insérer une image' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Gras' })).toHaveFocus();
    expect(tools.filter((tool) => tool.tabIndex === 0)).toEqual([tools[0]]);
  });

  describe('with the browser editing commands', () => {
    afterEach(() => {
      delete (document as { execCommand?: unknown }).execCommand;
    });

    it("types the change through execCommand('insertText'), which keeps the undo history", async () => {
      // jsdom has no editing commands: this one types like a browser, with an input event.
      const execCommand = vi.fn((_command: string, _ui?: boolean, text?: string) => {
        const target = document.activeElement as HTMLTextAreaElement;
        target.setRangeText(text ?? '', target.selectionStart, target.selectionEnd, 'end');
        target.dispatchEvent(new Event('input', { bubbles: true }));
        return true;
      });
      Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
      const changes: string[] = [];
      const { user, textarea, select } = renderEditor('face nord', { onChange: (v) => changes.push(v) });
      select(5, 9);
      await user.click(screen.getByRole('button', { name: 'Gras' }));
      expect(execCommand).toHaveBeenCalledWith('insertText', false, '**nord**');
      expect(textarea).toHaveValue('face **nord**');
      expect(changes).toEqual(['face **nord**']);
      expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([7, 11]);
    });
  });
});
