// The "inline" tree processor of Python-Markdown: runs every inline pattern
// over each element's text and tails, stashing matches as placeholders, then
// rebuilds the children (markdown.md §3, §5, §8.2).
import { Element } from './etree.ts';
import type { InlinePattern } from './inline-pattern.ts';
import { hasNonSpace, INLINE_PLACEHOLDER_PREFIX, inlinePlaceholder } from './util.ts';

const PLACEHOLDER_RE = /\u0002klzzwxh:(\d+)\u0003/y;

type Stashed = Element | string;

export class InlineTreeProcessor {
  stashedNodes = new Map<string, Stashed>();
  private ancestors: string[] = [];
  private parentMap = new Map<Element, Element>();

  constructor(private readonly patterns: InlinePattern[]) {}

  private stashNode(node: Stashed): string {
    const id = String(this.stashedNodes.size).padStart(4, '0');
    this.stashedNodes.set(id, node);
    return inlinePlaceholder(id);
  }

  private handleInline(data: string, patternIndex = 0): string {
    let startIndex = 0;
    const count = this.patterns.length;
    while (patternIndex < count) {
      const r = this.applyPattern(this.patterns[patternIndex] as InlinePattern, data, patternIndex, startIndex);
      data = r[0];
      startIndex = r[2];
      if (!r[1]) patternIndex += 1;
    }
    return data;
  }

  private applyPattern(
    pattern: InlinePattern,
    data: string,
    patternIndex: number,
    startIndex: number,
  ): [string, boolean, number] {
    if (pattern.excludes) for (const ex of pattern.excludes) if (this.ancestors.includes(ex)) return [data, false, 0];
    const re = pattern.re;
    re.lastIndex = startIndex;
    let node: Stashed | null = null;
    let start: number | null = null;
    let end: number | null = null;
    let found = false;
    for (let m = re.exec(data); m !== null; m = re.exec(data)) {
      if (m[0].length === 0) re.lastIndex++;
      [node, start, end] = pattern.handle(m, data);
      if (start === null || end === null) continue;
      found = true;
      break;
    }
    if (!found || start === null || end === null) return [data, false, 0];
    if (node === null) return [data, true, end];
    if (typeof node !== 'string' && !node.atomic) {
      for (const child of [node, ...node.children]) {
        if (child.text) {
          this.ancestors.push(child.tag.toLowerCase());
          child.text = this.handleInline(child.text, patternIndex + 1);
          this.ancestors.pop();
        }
        if (child.tail) child.tail = this.handleInline(child.tail, patternIndex);
      }
    }
    const placeholder = this.stashNode(node);
    const out = data.slice(0, start) + placeholder + data.slice(end);
    return [out, true, pattern.resumable ? start : 0];
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
    for (let k = childResult.length - 1; k >= 0; k--) node.insert(pos, (childResult[k] as [Element, string[]])[0]);
  }

  private processPlaceholders(
    data: string | null,
    parent: Element,
    isText = true,
    atomic = false,
  ): [Element, string[]][] {
    const result: [Element, string[]][] = [];
    const linkText = (text: string, keepAtomic = false): void => {
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
    };
    if (!data) return result;
    let startIndex = 0;
    for (;;) {
      const index = data.indexOf(INLINE_PLACEHOLDER_PREFIX, startIndex);
      if (index === -1) {
        linkText(data.slice(startIndex), atomic);
        break;
      }
      PLACEHOLDER_RE.lastIndex = index;
      const m = PLACEHOLDER_RE.exec(data);
      const id = m ? (m[1] as string) : null;
      const phEnd = m ? index + m[0].length : index + 1;
      const node = id !== null ? this.stashedNodes.get(id) : undefined;
      if (node !== undefined) {
        if (index > 0) linkText(data.slice(startIndex, index));
        if (typeof node === 'string') {
          linkText(node);
          startIndex = phEnd;
          continue;
        }
        for (const child of [node, ...node.children]) {
          if (child.tail && hasNonSpace(child.tail)) this.processElementText(node, child, false);
          if (child.text && hasNonSpace(child.text)) this.processElementText(child, child);
        }
        startIndex = phEnd;
        result.push([node, [...this.ancestors]]);
      } else {
        const end = index + INLINE_PLACEHOLDER_PREFIX.length;
        linkText(data.slice(startIndex, end));
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
    for (const p of tree.iter()) for (const c of p.children) this.parentMap.set(c, p);
    const stack: [Element, string[]][] = [[tree, []]];
    while (stack.length) {
      const [curr, parents] = stack.pop() as [Element, string[]];
      this.ancestors = parents;
      this.buildAncestors(curr, this.ancestors);
      const insertQueue: [Element, [Element, string[]][]][] = [];
      // Children may be inserted while iterating (tails), like Python's list iteration.
      for (let ci = 0; ci < curr.children.length; ci++) {
        const child = curr.children[ci] as Element;
        if (child.text && !child.atomic) {
          this.ancestors.push(child.tag.toLowerCase());
          const text = child.text;
          child.text = null;
          const lst = this.processPlaceholders(this.handleInline(text), child);
          for (const item of lst) this.parentMap.set(item[0], child);
          stack.push(...lst);
          insertQueue.push([child, lst]);
          this.ancestors.pop();
        }
        if (child.tail) {
          const tail = this.handleInline(child.tail);
          const dummy = new Element('d');
          child.tail = null;
          const tailResult = this.processPlaceholders(tail, dummy, false);
          if (dummy.tail) child.tail = dummy.tail;
          const pos = curr.children.indexOf(child) + 1;
          for (let k = tailResult.length - 1; k >= 0; k--) {
            const nc = (tailResult[k] as [Element, string[]])[0];
            this.parentMap.set(nc, curr);
            curr.insert(pos, nc);
          }
        }
        if (child.children.length) {
          this.parentMap.set(child, curr);
          stack.push([child, [...this.ancestors]]);
        }
      }
      for (const [element, lst] of insertQueue) {
        lst.forEach((obj, i) => element.insert(i, obj[0]));
      }
    }
    return tree;
  }
}
