// The "inline" tree processor of Python-Markdown: runs every inline pattern
// over each element's text and tails, stashing matches as placeholders, then
// rebuilds the children (markdown.md §3, §5, §8.2).
import { Element } from './etree.ts';
import { type InlinePattern, type InlineResult, RESTART_ALL, RESTART_AT_SPAN } from './inline-pattern.ts';
import { hasNonSpace, INLINE_PLACEHOLDER_PREFIX, inlinePlaceholder } from './util.ts';

const PLACEHOLDER_RE = /\u0002klzzwxh:(\d+)\u0003/y;

type Stashed = Element | string;

/** Shared, never modified: the ancestors list when they are not tracked. */
const NO_ANCESTORS: string[] = [];

/** Bits for the characters patterns' triggers start with (ASCII ones; all others share one bit). */
const ASCII_BITS = new Int32Array(128);
let nextBit = 0;
let nonAsciiBit = 0;
const newBit = (): number => 1 << Math.min(nextBit++, 30); // past 31 characters bits are shared: still a superset
function bitOf(code: number): number {
  if (code >= 128) {
    if (!nonAsciiBit) nonAsciiBit = newBit();
    return nonAsciiBit;
  }
  if (!ASCII_BITS[code]) ASCII_BITS[code] = newBit();
  return ASCII_BITS[code] as number;
}
const MASKS = new WeakMap<InlinePattern, number>();
/** Bits of the first characters of a pattern's triggers. */
function maskOf(p: InlinePattern): number {
  let m = MASKS.get(p);
  if (m === undefined) {
    m = 0;
    for (const t of p.triggers ?? []) m |= bitOf(t.charCodeAt(0));
    MASKS.set(p, m);
  }
  return m;
}
/** Bits of the trigger characters occurring in `s`. */
function triggerMask(s: string): number {
  let m = 0;
  const bits = ASCII_BITS;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    m |= c < 128 ? (bits[c] as number) : nonAsciiBit;
  }
  return m;
}

export class InlineTreeProcessor {
  stashedNodes = new Map<string, Stashed>();
  private ancestors: string[] = [];
  private parentMap = new Map<Element, Element>();
  /**
   * Ancestor tags are only read by patterns with `excludes`; without such a
   * pattern they are not tracked at all (same result, less work).
   */
  private track = false;
  /** Trigger bits of the characters an inline placeholder is made of. */
  private placeholderMask = 0;
  /** Per pattern: the trigger bits it needs (-1: always run). */
  private masks: number[] = [];

  constructor(private readonly patterns: InlinePattern[]) {}

  private stashNode(node: Stashed): string {
    const id = String(this.stashedNodes.size).padStart(4, '0');
    this.stashedNodes.set(id, node);
    return inlinePlaceholder(id);
  }

  private handleInline(data: string, patternIndex = 0): string {
    const count = this.patterns.length;
    // Trigger characters present in the text. A replacement only removes
    // characters and adds a placeholder, so OR-ing in the placeholder's ones
    // keeps this a superset of what the text holds.
    let present = triggerMask(data);
    for (; patternIndex < count; patternIndex++) {
      if ((present & (this.masks[patternIndex] as number)) === 0) continue;
      const next = this.runPattern(this.patterns[patternIndex] as InlinePattern, data, patternIndex);
      if (next !== data) {
        present |= this.placeholderMask;
        data = next;
      }
    }
    return data;
  }

  /**
   * One pattern over `data` until it no longer matches: Python's loop of
   * "search from 0, replace the match by a placeholder". The text between
   * replacements is copied into `out` and joined once; the search goes back
   * (and the text is rebuilt) only where the pattern's `resume` says an
   * earlier position could now match, so the result is Python's.
   */
  private runPattern(pattern: InlinePattern, data: string, patternIndex: number): string {
    if (pattern.excludes) for (const ex of pattern.excludes) if (this.ancestors.includes(ex)) return data;
    const triggers = pattern.triggers;
    const re = pattern.re;
    /** Rebuilt text up to `copyPos` of `data` (null: nothing replaced since `data` was built). */
    let out: string[] | null = null;
    let outLen = 0;
    let copyPos = 0;
    let search = 0;
    /** [position, horizon] of the failed tries since `copyPos`. */
    const attempts: number[] = [];
    /** Whether to look for the triggers first: on the first search of each text (not on every match). */
    let checkTriggers = true;
    for (;;) {
      if (triggers !== undefined && checkTriggers) {
        checkTriggers = false;
        let present = false;
        for (const t of triggers) {
          if (data.indexOf(t, search) >= 0) {
            present = true;
            break;
          }
        }
        if (!present) break;
      }
      re.lastIndex = search;
      let r: InlineResult | null = null;
      for (let m = re.exec(data); m !== null; m = re.exec(data)) {
        if (m[0].length === 0) re.lastIndex++;
        pattern.horizon = undefined;
        r = pattern.handle(m, data);
        if (r[1] === null || r[2] === null) {
          attempts.push(m.index, pattern.horizon ?? data.length);
          r = null;
          continue;
        }
        break;
      }
      if (r === null) break;
      const node = r[0];
      const start = r[1] as number;
      const end = r[2] as number;
      if (node === null) {
        // Python: the text is unchanged and the search goes on from `end`.
        attempts.push(start, pattern.horizon ?? data.length);
        search = end;
        continue;
      }
      if (typeof node !== 'string' && !node.atomic) {
        for (let k = -1; k < node.children.length; k++) {
          const child = k < 0 ? node : (node.children[k] as Element);
          if (child.text) {
            if (this.track) this.ancestors.push(child.tag.toLowerCase());
            child.text = this.handleInline(child.text, patternIndex + 1);
            if (this.track) this.ancestors.pop();
          }
          if (child.tail) child.tail = this.handleInline(child.tail, patternIndex);
        }
      }
      const placeholder = this.stashNode(node);
      const from = copyPos;
      const chunkOut = outLen;
      let at = pattern.resumable
        ? start
        : pattern.resume
          ? pattern.resume(data, start, end, from, attempts)
          : RESTART_ALL;
      out ??= [];
      const before = data.slice(copyPos, start);
      out.push(before, placeholder);
      outLen += before.length + placeholder.length;
      copyPos = end;
      attempts.length = 0;
      if (at >= start) {
        search = end;
        continue;
      }
      // Go back: rebuild the text and search it again from the mapped position.
      if (at === RESTART_AT_SPAN) at = outLen - placeholder.length;
      else if (at < from) at = 0;
      else at = chunkOut + (at - from);
      data = out.join('') + data.slice(end);
      out = null;
      outLen = 0;
      copyPos = 0;
      search = at;
      checkTriggers = true;
    }
    if (out !== null) {
      out.push(data.slice(copyPos));
      data = out.join('');
    }
    return data;
  }

  private processElementText(node: Element, subnode: Element, isText = true): void {
    let text: string;
    if (isText) {
      text = subnode.text as string;
      subnode.text = null;
    } else {
      text = subnode.tail as string;
      subnode.tail = null;
    }
    const childResult = this.processPlaceholders(text, subnode, isText, isText && subnode.atomic);
    const pos = !isText && node !== subnode ? node.children.indexOf(subnode) + 1 : 0;
    for (let k = childResult.length - 1; k >= 0; k--)
      node.insert(pos, (childResult[k] as [Element, string[]])[0]);
  }

  /** processPlaceholders' linkText: appends text after the last result node, or to the parent. */
  private linkText(
    result: [Element, string[]][],
    parent: Element,
    isText: boolean,
    text: string,
    keepAtomic = false,
  ): void {
    if (!text) return;
    if (result.length) {
      const last = (result[result.length - 1] as [Element, string[]])[0];
      last.tail = last.tail ? last.tail + text : text;
    } else if (!isText) {
      parent.tail = parent.tail ? parent.tail + text : text;
    } else if (parent.text) {
      parent.text += text;
      parent.atomic = false;
    } else {
      parent.text = text;
      parent.atomic = keepAtomic;
    }
  }

  private processPlaceholders(
    data: string | null,
    parent: Element,
    isText = true,
    atomic = false,
  ): [Element, string[]][] {
    const result: [Element, string[]][] = [];
    if (!data) return result;
    let startIndex = 0;
    for (;;) {
      const index = data.indexOf(INLINE_PLACEHOLDER_PREFIX, startIndex);
      if (index === -1) {
        this.linkText(result, parent, isText, data.slice(startIndex), atomic);
        break;
      }
      PLACEHOLDER_RE.lastIndex = index;
      const m = PLACEHOLDER_RE.exec(data);
      const id = m ? (m[1] as string) : null;
      const phEnd = m ? index + m[0].length : index + 1;
      const node = id !== null ? this.stashedNodes.get(id) : undefined;
      if (node !== undefined) {
        if (index > 0) this.linkText(result, parent, isText, data.slice(startIndex, index));
        if (typeof node === 'string') {
          this.linkText(result, parent, isText, node);
          startIndex = phEnd;
          continue;
        }
        for (const child of [node, ...node.children]) {
          if (child.tail && hasNonSpace(child.tail)) this.processElementText(node, child, false);
          if (child.text && hasNonSpace(child.text)) this.processElementText(child, child);
        }
        startIndex = phEnd;
        result.push([node, this.track ? [...this.ancestors] : NO_ANCESTORS]);
      } else {
        const end = index + INLINE_PLACEHOLDER_PREFIX.length;
        this.linkText(result, parent, isText, data.slice(startIndex, end));
        startIndex = end;
      }
    }
    return result;
  }

  private buildAncestors(parent: Element | undefined, parents: string[]): void {
    const anc: string[] = [];
    while (parent !== undefined) {
      anc.push(parent.tag.toLowerCase());
      parent = this.parentMap.get(parent);
    }
    anc.reverse();
    parents.push(...anc);
  }

  run(tree: Element): Element {
    this.stashedNodes = new Map();
    this.parentMap = new Map();
    const track = this.patterns.some((p) => p.excludes !== undefined && p.excludes.length > 0);
    this.track = track;
    this.masks = this.patterns.map((p) => (p.triggers === undefined ? -1 : maskOf(p)));
    this.placeholderMask = triggerMask(inlinePlaceholder('0123456789'));
    if (track) for (const p of tree.iter()) for (const c of p.children) this.parentMap.set(c, p);
    const stack: [Element, string[]][] = [[tree, track ? [] : NO_ANCESTORS]];
    while (stack.length) {
      const [curr, parents] = stack.pop() as [Element, string[]];
      this.ancestors = parents;
      if (track) this.buildAncestors(curr, this.ancestors);
      const insertQueue: [Element, [Element, string[]][]][] = [];
      // Children may be inserted while iterating (tails), like Python's list iteration.
      for (let ci = 0; ci < curr.children.length; ci++) {
        const child = curr.children[ci] as Element;
        if (child.text && !child.atomic) {
          if (track) this.ancestors.push(child.tag.toLowerCase());
          const text = child.text;
          child.text = null;
          const lst = this.processPlaceholders(this.handleInline(text), child);
          if (track) for (const item of lst) this.parentMap.set(item[0], child);
          for (const item of lst) stack.push(item);
          insertQueue.push([child, lst]);
          if (track) this.ancestors.pop();
        }
        if (child.tail) {
          const tail = this.handleInline(child.tail);
          const dummy = new Element('d');
          child.tail = null;
          const tailResult = this.processPlaceholders(tail, dummy, false);
          if (dummy.tail) child.tail = dummy.tail;
          // Insertions only ever go after the current child, so it is still at `ci`.
          const pos = ci + 1;
          for (let k = tailResult.length - 1; k >= 0; k--) {
            const nc = (tailResult[k] as [Element, string[]])[0];
            if (track) this.parentMap.set(nc, curr);
            curr.insert(pos, nc);
          }
        }
        if (child.children.length) {
          if (track) this.parentMap.set(child, curr);
          stack.push([child, track ? [...this.ancestors] : NO_ANCESTORS]);
        }
      }
      for (const [element, lst] of insertQueue) {
        if (lst.length) element.children.splice(0, 0, ...lst.map((obj) => obj[0]));
      }
    }
    return tree;
  }
}
