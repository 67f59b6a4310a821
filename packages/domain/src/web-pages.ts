import { typeFromPlural } from './documents/document-types.ts';

/**
 * The web app's pages by address and the source modules of their routes (`src`-relative, as the
 * client build's manifest names them): a contract between the web app's router and the server.
 * The server renders some pages itself (`renderedModuleOf`, in its render workers); for every
 * page it sends unrendered — a signed-in reader's, an edit form — it links the route's scripts
 * from the HTML (`pageModulesOf`), so that they load while the app's framework starts instead of
 * after it, when the router asks for them one by one.
 */
const HOME = 'src/app/routes/home.tsx';
const DOCUMENTS = 'src/app/routes/documents';

/** The pages rendered on the server, by address: their route module. */
export function renderedModuleOf(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '/home') return HOME;
  // A document's history and versions, a list's print view.
  const other = /^\/([a-z]+)\/(history\/\d+\/[a-z]{2}|version\/\d+\/[a-z]{2}\/\d+|print)\/?$/.exec(pathname);
  if (other) {
    if (!typeFromPlural(other[1]!)) return undefined;
    return `${DOCUMENTS}/${other[2]!.split('/')[0]}.tsx`;
  }
  const m = /^\/([a-z]+)(\/\d+(?:\/[a-z]{2}(?:\/[^/]*)?)?)?\/?$/.exec(pathname);
  if (!m || !typeFromPlural(m[1]!)) return undefined;
  return m[2] ? `${DOCUMENTS}/view.tsx` : `${DOCUMENTS}/list.tsx`;
}

/**
 * The route modules of a page: those of the rendered pages, and the edit and creation forms
 * (the edit form's loader, which asks for the document, is a module of its own). Empty for the
 * other pages.
 */
export function pageModulesOf(pathname: string): string[] {
  const rendered = renderedModuleOf(pathname);
  if (rendered) return [rendered];
  const form = /^\/([a-z]+)\/(edit\/\d+\/[a-z]{2}|add\/[a-z]{2})\/?$/.exec(pathname);
  if (!form || !typeFromPlural(form[1]!)) return [];
  return form[2]!.startsWith('edit')
    ? [`${DOCUMENTS}/edit-loader.ts`, `${DOCUMENTS}/edit.tsx`]
    : [`${DOCUMENTS}/add.tsx`];
}
