// Public entry of the markdown editor feature: other features (the edit forms) import it from here.
export { MarkdownEditor, type MarkdownEditorProps } from './components/markdown-editor.tsx';
