// The bleach step (markdown.md §6): tokenise with disallowed tags turned into
// text, build the tree with the HTML5 algorithm (parse5, fragment in a `div`),
// filter attributes, then serialise the way html5lib/bleach do (§7).
// Most input (our own markdown output) goes through fast-tree.ts, which does
// all of that in one pass for the cases it handles and otherwise declines.
import { defaultTreeAdapter, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, URI_ATTRIBUTES, VOID_ELEMENTS } from './allow-list.ts';
import { sanitizeCss } from './css.ts';
import { serializeAttrValue, serializeText } from './entities.ts';
import { sanitizeFast } from './fast-tree.ts';
import { tokenize, type Token } from './tokenizer.ts';
import { sanitizeUri } from './url.ts';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export interface SanitizeOptions {
  /** Extra allowed tags with their allowed attributes (the video's secret iframe tag). */
  extraTags?: Record<string, readonly string[]>;
}

// parse5 decodes references; we hand it text with every `&` escaped so it
// sees literal characters, and the tree keeps the source form of entities.
const escText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function toParserInput(tokens: Token[]): string {
  const out: string[] = [];
  for (const t of tokens) {
    if (t.kind === 'text') out.push(escText(t.data));
    else if (t.kind === 'end') out.push(`</${t.name}>`);
    else {
      out.push('<', t.name);
      for (const [k, v] of t.attrs) out.push(' ', k, '="', escAttr(v), '"');
      out.push('>');
    }
  }
  return out.join('');
}

let divContext: ParentNode | null = null;
function context(): ParentNode {
  divContext ??= defaultTreeAdapter.createElement('div', 'http://www.w3.org/1999/xhtml' as never, []);
  return divContext;
}

/**
 * html5lib's etree builder (used by bleach) loses nodes that foster
 * parenting puts before a table sitting at the top level of the fragment:
 * they are inserted into the element but not into the list it reparents
 * from. A text foster-parented there after such a node is lost with it
 * (it becomes that node's tail). We mimic this so the output matches.
 */
function html5libTreeAdapter(): typeof defaultTreeAdapter {
  const shadowed = new WeakSet<object>();
  const isRoot = (parent: ParentNode): boolean =>
    defaultTreeAdapter.isElementNode(parent) && parent.tagName === 'html';
  return {
    ...defaultTreeAdapter,
    insertBefore(parent, newNode, reference) {
      if (isRoot(parent)) {
        shadowed.add(reference);
        return; // detached: lost like upstream
      }
      defaultTreeAdapter.insertBefore(parent, newNode, reference);
    },
    insertTextBefore(parent, text, reference) {
      if (isRoot(parent) && shadowed.has(reference)) return;
      defaultTreeAdapter.insertTextBefore(parent, text, reference);
    },
  };
}

function filterAttribute(allowed: readonly string[], name: string, value: string): string {
  if (!allowed.includes(name)) return '';
  let v: string | null = value;
  if (URI_ATTRIBUTES.has(name)) v = sanitizeUri(value);
  if (v === null) return '';
  if (name === 'style') v = sanitizeCss(v);
  return ` ${name}=${serializeAttrValue(v)}`;
}

function filterAttributes(
  tag: string,
  attrs: { name: string; value: string }[],
  extra: SanitizeOptions['extraTags'],
): string {
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? extra?.[tag] ?? [];
  let out = '';
  for (const { name, value } of attrs) out += filterAttribute(allowed, name, value);
  return out;
}

function filterTokenAttributes(
  tag: string,
  attrs: [string, string][],
  extra: SanitizeOptions['extraTags'],
): string {
  if (!attrs.length) return '';
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? extra?.[tag] ?? [];
  let out = '';
  for (const [name, value] of attrs) out += filterAttribute(allowed, name, value);
  return out;
}

function serializeChildren(parent: ParentNode, out: string[], extra: SanitizeOptions['extraTags']): void {
  for (const node of parent.childNodes as Node[]) {
    if (defaultTreeAdapter.isTextNode(node)) {
      out.push(serializeText(node.value));
    } else if (defaultTreeAdapter.isElementNode(node)) {
      const tag = node.tagName;
      out.push('<', tag, filterAttributes(tag, node.attrs, extra), '>');
      if (VOID_ELEMENTS.has(tag)) continue;
      serializeChildren(node, out, extra);
      out.push('</', tag, '>');
    }
    // Comments cannot occur: the tokenizer dropped them.
  }
}

export function sanitize(html: string, options: SanitizeOptions = {}): string {
  if (!html) return '';
  const extra = options.extraTags;
  const isAllowed = (tag: string): boolean =>
    ALLOWED_TAGS.has(tag) || (extra !== undefined && Object.hasOwn(extra, tag));
  const fast = sanitizeFast(html, isAllowed, {
    attrs: (tag, attrs) => filterTokenAttributes(tag, attrs, extra),
    text: serializeText,
  });
  if (fast !== null) return fast;
  return sanitizeWithParse5(tokenize(html, isAllowed), extra);
}

/** The full HTML5 tree construction (parse5), for input the fast path does not handle. */
export function sanitizeWithParse5(tokens: Token[], extra: SanitizeOptions['extraTags']): string {
  const fragment = parseFragment(context(), toParserInput(tokens), { treeAdapter: html5libTreeAdapter() });
  const out: string[] = [];
  serializeChildren(fragment, out, extra);
  return out.join('');
}
