/**
 * The help feature's public entry (docs/ARCHITECTURE.md "Import direction"): the top bar and
 * the edit forms open the help pop-up through `HelpLink`; the pop-up itself is a lazy chunk.
 */
export { HelpLink } from './components/help-link.tsx';
