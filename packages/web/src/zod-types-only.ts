/**
 * What the browser build gets for `zod` (vite.config.ts aliases it here for `vite build`).
 *
 * The web app uses the API contracts of `@cairn/domain` for their types and for each call's
 * method and path; it never validates an answer with their schemas (the server does, on both
 * ends of the wire). Real zod would still be built into every page, since the contracts build
 * their schemas as the modules load. This stand-in takes every schema-building call and chain
 * (`z.object({…}).nullable().describe(…)`) and gives back itself, so the contracts load at no
 * cost; TypeScript still reads the real package's types. Running a schema here throws, so a
 * future use of one in the browser is seen at once rather than silently passing.
 */
type Stub = ((...args: unknown[]) => Stub) & { readonly [key: string]: Stub };

const refused = (name: string) => () => {
  throw new Error(`zod is not bundled in the web app: ${name}() cannot run in the browser`);
};
const RUNNING = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

const stub: Stub = new Proxy(function schema() {} as unknown as Stub, {
  get: (_target, key) => {
    if (typeof key === 'symbol') return undefined;
    if (key === 'then') return undefined; // not a promise
    if (RUNNING.has(key)) return refused(key);
    return stub;
  },
  apply: () => stub,
});

export const z = stub;
export default stub;
