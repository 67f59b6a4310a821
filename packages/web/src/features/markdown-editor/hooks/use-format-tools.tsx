import { useTranslation } from 'react-i18next';
import type { Tool } from '../components/format-toolbar.tsx';
import toolbarStyles from '../components/format-toolbar.module.css';
import { ToolIcon } from '../components/tool-icons.tsx';
import {
  insertClear,
  insertPitchRow,
  insertToc,
  toggleAlert,
  toggleEmphasis,
  toggleHeading,
  toggleList,
  type TextState,
} from '../lib/markdown-commands.ts';

/** The tool that has its panel open, if any. */
export type Panel = 'link' | 'image' | null;

/** The formatting tools, in their groups: emphasis, structure, blocks, alerts, links and images. */
export function useFormatTools({
  run,
  panel,
  panelId,
  onTogglePanel,
  hasLink,
  hasImages,
}: {
  run: (command: (state: TextState) => TextState) => void;
  panel: Panel;
  panelId: string;
  onTogglePanel: (panel: 'link' | 'image') => void;
  hasLink: boolean;
  hasImages: boolean;
}): Tool[] {
  const { t } = useTranslation();
  const mono = toolbarStyles.mono;
  const tools: (Tool | false)[] = [
    {
      id: 'bold',
      label: t('markdownEditor.tools.bold'),
      shortcut: 'b',
      content: <strong aria-hidden>B</strong>,
      onActivate: () => run((state) => toggleEmphasis(state, '**')),
    },
    {
      id: 'italic',
      label: t('markdownEditor.tools.italic'),
      shortcut: 'i',
      content: (
        <em aria-hidden className={toolbarStyles.serif}>
          I
        </em>
      ),
      onActivate: () => run((state) => toggleEmphasis(state, '*')),
    },
    {
      id: 'heading',
      label: t('markdownEditor.tools.heading'),
      content: <span aria-hidden>##</span>,
      className: mono,
      startsGroup: true,
      onActivate: () => run((state) => toggleHeading(state, 2)),
    },
    {
      id: 'subheading',
      label: t('markdownEditor.tools.subheading'),
      content: <span aria-hidden>###</span>,
      className: mono,
      onActivate: () => run((state) => toggleHeading(state, 3)),
    },
    {
      id: 'bulleted-list',
      label: t('markdownEditor.tools.bulletedList'),
      content: <ToolIcon name="bulletedList" />,
      onActivate: () => run((state) => toggleList(state, 'bulleted')),
    },
    {
      id: 'numbered-list',
      label: t('markdownEditor.tools.numberedList'),
      content: <ToolIcon name="numberedList" />,
      onActivate: () => run((state) => toggleList(state, 'numbered')),
    },
    {
      id: 'toc',
      label: t('markdownEditor.tools.toc'),
      content: <span aria-hidden>[toc]</span>,
      className: mono,
      startsGroup: true,
      onActivate: () => run(insertToc),
    },
    {
      id: 'clear',
      label: t('markdownEditor.tools.clear'),
      content: <span aria-hidden>[p]</span>,
      className: mono,
      onActivate: () => run(insertClear),
    },
    {
      id: 'pitch-row',
      label: t('markdownEditor.tools.pitchRow'),
      content: <span aria-hidden>L#</span>,
      className: mono,
      onActivate: () => run(insertPitchRow),
    },
    {
      id: 'alert-info',
      label: t('markdownEditor.tools.alertInfo'),
      content: <span aria-hidden>!!</span>,
      className: `${mono} ${toolbarStyles.info}`,
      startsGroup: true,
      onActivate: () => run((state) => toggleAlert(state, 'info')),
    },
    {
      id: 'alert-warning',
      label: t('markdownEditor.tools.alertWarning'),
      content: <span aria-hidden>!!!</span>,
      className: `${mono} ${toolbarStyles.warning}`,
      onActivate: () => run((state) => toggleAlert(state, 'warning')),
    },
    {
      id: 'alert-danger',
      label: t('markdownEditor.tools.alertDanger'),
      content: <span aria-hidden>!!!!</span>,
      className: `${mono} ${toolbarStyles.danger}`,
      onActivate: () => run((state) => toggleAlert(state, 'danger')),
    },
    hasLink && {
      id: 'link',
      label: t('markdownEditor.tools.link'),
      shortcut: 'k',
      content: <ToolIcon name="link" />,
      startsGroup: true,
      isExpanded: panel === 'link',
      controls: panelId,
      onActivate: () => onTogglePanel('link'),
    },
    hasImages && {
      id: 'image',
      label: t('markdownEditor.tools.image'),
      content: <ToolIcon name="image" />,
      startsGroup: !hasLink,
      isExpanded: panel === 'image',
      controls: panelId,
      onActivate: () => onTogglePanel('image'),
    },
  ];
  return tools.filter((tool): tool is Tool => tool !== false);
}
