// Minimal ElementTree, enough for the Python-Markdown port (markdown.md §8.1).

export class Element {
  tag: string;
  /** Created on first write: most elements never get an attribute. */
  private attribMap: Map<string, string> | null = null;
  text: string | null = null;
  /** Python-Markdown's AtomicString: the text is not inline-processed again. */
  atomic = false;
  tail: string | null = null;
  children: Element[] = [];

  constructor(tag: string, attrs?: Record<string, string>) {
    this.tag = tag;
    // for…in: same order as Object.entries for these plain literals, without the pairs array.
    if (attrs) for (const k in attrs) this.attrib.set(k, attrs[k] as string);
  }

  get attrib(): Map<string, string> {
    return (this.attribMap ??= new Map());
  }
  /** Number of attributes (without creating the map). */
  get attribCount(): number {
    return this.attribMap === null ? 0 : this.attribMap.size;
  }

  get(name: string): string | undefined {
    return this.attribMap === null ? undefined : this.attribMap.get(name);
  }
  set(name: string, value: string): void {
    this.attrib.set(name, value);
  }
  append(child: Element): void {
    this.children.push(child);
  }
  insert(index: number, child: Element): void {
    this.children.splice(index, 0, child);
  }
  get last(): Element | undefined {
    return this.children[this.children.length - 1];
  }

  /** Depth-first, document order, self included (ElementTree.iter); a snapshot array. */
  iter(out?: Element[]): Element[] {
    const list = out ?? [];
    list.push(this);
    for (const c of this.children) c.iter(list);
    return list;
  }

  /** ElementTree.itertext: text and tails in document order. */
  itertext(out: string[] = []): string[] {
    if (this.text) out.push(this.text);
    for (const c of this.children) {
      c.itertext(out);
      if (c.tail) out.push(c.tail);
    }
    return out;
  }
}

export function subElement(parent: Element, tag: string, attrs?: Record<string, string>): Element {
  const el = new Element(tag, attrs);
  parent.append(el);
  return el;
}
