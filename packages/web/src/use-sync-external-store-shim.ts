/**
 * What the browser build gets for `use-sync-external-store/shim` (vite.config.ts): react-i18next
 * imports the shim that backports `useSyncExternalStore` to React 17; React 19 has it built in.
 */
export { useSyncExternalStore } from 'react';
