// The markdown editor's public entry: what the edit forms of other features may import.
export { MarkdownEditor, type MarkdownEditorProps } from './components/markdown-editor.tsx';
export type { EditorImage } from './components/image-panel.tsx';
export type { LinkPickerProps, RenderLinkPicker } from './components/link-panel.tsx';
