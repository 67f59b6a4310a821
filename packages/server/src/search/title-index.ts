/**
 * The search titles (`search_titles`, migration 0012) in an API node's memory, for search as you
 * type at a million documents (issue 16 §3): what the quick search read from PostgreSQL's indexes
 * at each keystroke — the titles starting with the text, the titles holding words that start
 * with or look like the typed ones — is read here, from compact arrays, and PostgreSQL is asked
 * only to rank the few candidates found and write their listing items (`repository.ts`).
 * `title-sync.ts` loads it and keeps it in step with the database.
 *
 * What it holds:
 * - slots: one per title row (document, type, language, title), reused once freed;
 * - per type and language, the slots in title order (code point order, as `text_pattern_ops`),
 *   for the titles starting with a text;
 * - per distinct title word, its slots in slot order, and the words in order, for the titles
 *   whose words start with the last typed word or equal one of the others;
 * - the words' trigrams, for the words that look like a typed one (`similar-words.ts`).
 * A title's words are cut as the typed text's are (`textWords`: letters and digits), so that a
 * typed word and a title word are always cut the same way.
 */
import { LANGS, type DocumentLetter } from '@cairn/domain';
import { textWords } from './text-match.ts';
import { byCodePoint, SimilarWords, wordSimilarityTo } from './similar-words.ts';

export interface TitleRow {
  document_id: number;
  type: string;
  lang: string;
  search_title: string;
}

/** The bounds of one search's work per type (`repository.ts`'s `searchLimits`). */
export interface MatchLimits {
  /** Documents counted at most. */
  total: number;
  /** Titles holding the rarest typed word checked at most, with several typed words. */
  checked: number;
}

/** One type's matches: the first `k` titles found (a document may come once per title), the total. */
export interface TypeMatches {
  ids: number[];
  titles: string[];
  total: number;
}

/** Title words of a typed word counted at most, to pick the rarest typed word of several. */
const DRIVER_COUNT = 250;

const NONE: Int32Array = new Int32Array(0);

/**
 * A growable list of slots. After a load, its room may be a stretch of one array shared with
 * the other lists (`TitleIndex.flushLoaded`): it never writes past its stretch, and gets its own
 * array the first time it grows.
 */
class Slots {
  a: Int32Array = NONE;
  n = 0;
  /** An empty list with room for `room` slots. */
  static withRoom(room: number): Slots {
    const slots = new Slots();
    slots.a = new Int32Array(room);
    return slots;
  }
  /** Puts `stretch` after the list's slots (the list takes `stretch` itself as its room when empty). */
  append(stretch: Int32Array) {
    if (this.n === 0) {
      this.a = stretch;
      this.n = stretch.length;
      return;
    }
    const a = new Int32Array(this.n + stretch.length);
    a.set(this.a.subarray(0, this.n));
    a.set(stretch, this.n);
    this.a = a;
    this.n = a.length;
  }
  push(slot: number) {
    if (this.n === this.a.length) this.grow();
    this.a[this.n++] = slot;
  }
  insertAt(i: number, slot: number) {
    if (this.n === this.a.length) this.grow();
    this.a.copyWithin(i + 1, i, this.n);
    this.a[i] = slot;
    this.n++;
  }
  /** Frees the room past its slots, but for an eighth more. */
  trim() {
    const room = this.n + (this.n >> 3) + 4;
    if (room < this.a.length) this.a = this.a.slice(0, room);
  }
  removeAt(i: number) {
    this.a.copyWithin(i, i + 1, this.n);
    this.n--;
  }
  private grow() {
    const a = new Int32Array(Math.max(8, this.a.length * 2));
    a.set(this.a);
    this.a = a;
  }
}

/** Document id → its first slot, in a typed array for the ids of a guidebook, a map beyond. */
class FirstSlots {
  private direct = new Int32Array(1024).fill(-1);
  private readonly far = new Map<number, number>();
  private static readonly DIRECT_LIMIT = 1 << 26;
  reserve(id: number) {
    if (id < FirstSlots.DIRECT_LIMIT && id >= this.direct.length) {
      const grown = new Int32Array(id + 1024).fill(-1);
      grown.set(this.direct);
      this.direct = grown;
    }
  }
  get(id: number): number {
    if (id < FirstSlots.DIRECT_LIMIT) return id < this.direct.length ? this.direct[id]! : -1;
    return this.far.get(id) ?? -1;
  }
  set(id: number, slot: number) {
    if (id >= FirstSlots.DIRECT_LIMIT || !Number.isInteger(id) || id < 0) {
      if (slot < 0) this.far.delete(id);
      else this.far.set(id, slot);
      return;
    }
    if (id >= this.direct.length) {
      const grown = new Int32Array(Math.max(id + 1, this.direct.length * 2)).fill(-1);
      grown.set(this.direct);
      this.direct = grown;
    }
    this.direct[id] = slot;
  }
}

/** Languages numbered in code point order, the order in which `title-sync.ts` reads them. */
const langCode = new Map<string, number>([...LANGS].sort(byCodePoint).map((l, i) => [l, i]));

export class TitleIndex {
  private docOf = new Uint32Array(1024);
  private typeOf = new Uint8Array(1024);
  private langOf = new Uint8Array(1024);
  private nextOf = new Int32Array(1024);
  /**
   * The titles, UTF-8, one after the other in one buffer (outside the JavaScript heap: a million
   * strings there would make every full garbage collection long): slot → start and length.
   * Bytes compare in code point order, as PostgreSQL's "C" collation. A title replaced leaves its
   * bytes behind until the buffer is compacted.
   */
  private bytes = Buffer.alloc(1 << 16);
  private used = 0;
  private dead = 0;
  private startOf = new Int32Array(1024);
  private lengthOf = new Uint16Array(1024);
  /** Slots made so far (free ones included). */
  private slots = 0;
  private readonly free: number[] = [];
  private readonly first = new FirstSlots();
  private readonly langs = new Map(langCode);
  /** Per `type << 8 | lang`: slots in title order. */
  private readonly ordered = new Map<number, Slots>();
  /** Per type: its languages' lists of `ordered`. */
  private readonly orderedOfType = new Map<number, { lang: number; list: Slots }[]>();
  private readonly wordIds = new Map<string, number>();
  private readonly wordPostings: Slots[] = [];
  /** The words in code point order (for the words starting with a text). */
  private sortedWords: string[] = [];
  private readonly similar = new SimilarWords();
  private loading = true;
  /**
   * The rows loaded but not yet in the lists of titles in order and of word titles: their slots,
   * their number of distinct words, and those words one after the other. They are put there at
   * once (`flushLoaded`), each list a stretch of one array: growing a million small lists one
   * slot at a time would leave the memory they grew through to the allocator, for good.
   */
  private loadedSlots = new Slots();
  private loadedWordCounts = new Slots();
  private loadedWords = new Slots();
  /** Title rows held. */
  size = 0;

  /**
   * Makes room for `rows` more rows of `bytes` bytes of titles in all, of documents up to id
   * `lastId`, before a load.
   */
  reserve(rows: number, bytes: number, lastId: number) {
    this.first.reserve(lastId);
    if (this.loading && this.loadedSlots.n === 0) {
      this.loadedSlots = Slots.withRoom(rows);
      this.loadedWordCounts = Slots.withRoom(rows);
      this.loadedWords = Slots.withRoom(rows * 4);
    }
    if (this.slots + rows > this.docOf.length) this.resize(this.slots + rows);
    if (this.used + bytes > this.bytes.length) {
      const grown = Buffer.alloc(this.used + bytes);
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
  }

  /**
   * Adds rows while loading, best in the order of `(type, lang, search_title)` in code point
   * order (`title-sync.ts` reads them so). `finishLoading()` then puts them in their lists,
   * checks the orders, and sorts what is not in order.
   */
  load(rows: TitleRow[]) {
    for (const row of rows) this.addRow(row, true);
  }

  /**
   * The loaded rows put in their lists: per list, its slots in the order they were loaded, each
   * list a stretch of one array for the lists of titles in order and one for the word titles.
   */
  private flushLoaded() {
    const rows = this.loadedSlots;
    if (rows.n === 0) return;
    const keyOf = (slot: number) => (this.typeOf[slot]! << 8) | this.langOf[slot]!;
    // Counted, placed, then cut into stretches (a counting sort, stable: load order is kept).
    const placeAll = (lists: number, listOf: (emit: (list: number, slot: number) => void) => void) => {
      const count = new Int32Array(lists + 1);
      listOf((list) => count[list + 1]!++);
      for (let i = 1; i <= lists; i++) count[i]! += count[i - 1]!;
      const all = new Int32Array(count[lists]!);
      const at = count.slice(0, lists);
      listOf((list, slot) => (all[at[list]!++] = slot));
      return { all, count };
    };
    const ordered = placeAll(1 << 16, (emit) => {
      for (let r = 0; r < rows.n; r++) emit(keyOf(rows.a[r]!), rows.a[r]!);
    });
    for (let key = 0; key < 1 << 16; key++) {
      const from = ordered.count[key]!;
      const to = ordered.count[key + 1]!;
      if (from < to) this.orderedList(key).append(ordered.all.subarray(from, to));
    }
    const words = this.loadedWords;
    const postings = placeAll(this.wordPostings.length, (emit) => {
      for (let r = 0, w = 0; r < rows.n; r++)
        for (let end = w + this.loadedWordCounts.a[r]!; w < end; w++) emit(words.a[w]!, rows.a[r]!);
    });
    this.wordPostings.forEach((list, w) => {
      const from = postings.count[w]!;
      const to = postings.count[w + 1]!;
      if (from < to) list.append(postings.all.subarray(from, to));
    });
    this.loadedSlots = new Slots();
    this.loadedWordCounts = new Slots();
    this.loadedWords = new Slots();
  }

  /** The list of titles in order of `key` (`type << 8 | lang`), made if there is none. */
  private orderedList(key: number): Slots {
    let list = this.ordered.get(key);
    if (!list) {
      this.ordered.set(key, (list = new Slots()));
      const ofType = this.orderedOfType.get(key >> 8) ?? [];
      ofType.push({ lang: key & 0xff, list });
      this.orderedOfType.set(key >> 8, ofType);
    }
    return list;
  }

  finishLoading() {
    this.flushLoaded();
    for (const list of this.ordered.values()) {
      let sorted = true;
      for (let i = 1; i < list.n && sorted; i++) sorted = this.compareSlots(list.a[i - 1]!, list.a[i]!) <= 0;
      if (!sorted) list.a.subarray(0, list.n).sort((x, y) => this.compareSlots(x, y) || x - y);
    }
    // Each word's titles in the order of type, language and slot (`postingBound`).
    const keyOf = (slot: number) => (this.typeOf[slot]! << 8) | this.langOf[slot]!;
    for (const postings of this.wordPostings) {
      let sorted = true;
      for (let i = 1; i < postings.n && sorted; i++)
        sorted = keyOf(postings.a[i - 1]!) <= keyOf(postings.a[i]!);
      if (!sorted) postings.a.subarray(0, postings.n).sort((x, y) => keyOf(x) - keyOf(y) || x - y);
    }
    for (const postings of this.wordPostings) postings.trim();
    for (const list of this.ordered.values()) list.trim();
    // Room reserved beyond need is given back (a copy: only when worth it).
    if (this.bytes.length > this.used * 1.25 + 4096)
      this.bytes = Buffer.from(this.bytes.subarray(0, this.used + (this.used >> 3)));
    if (this.docOf.length > this.slots * 1.25 + 64) this.resize(this.slots + (this.slots >> 3) + 16);
    this.sortedWords = [...this.wordIds.keys()].sort(byCodePoint);
    this.loading = false;
  }

  /** Puts a document's current title rows in place of those held (none: it has no title any more). */
  replace(documentId: number, rows: TitleRow[]) {
    this.flushLoaded();
    for (let slot = this.first.get(documentId); slot >= 0;) {
      const next = this.nextOf[slot]!;
      this.removeSlot(slot);
      slot = next;
    }
    this.first.set(documentId, -1);
    for (const row of rows) this.addRow(row, false);
  }

  private lang(lang: string): number {
    let code = this.langs.get(lang);
    if (code === undefined) this.langs.set(lang, (code = Math.min(this.langs.size, 255)));
    return code;
  }

  private addRow(row: TitleRow, appending: boolean) {
    let slot = this.free.pop();
    if (slot === undefined) {
      slot = this.slots++;
      if (slot === this.docOf.length) this.grow();
    }
    const id = Number(row.document_id);
    if (!(id > 0 && id <= 0xffffffff))
      throw new Error(`document id ${row.document_id} out of the title index's range`);
    const title = row.search_title;
    const type = row.type.charCodeAt(0);
    const lang = this.lang(row.lang);
    this.docOf[slot] = id;
    this.typeOf[slot] = type;
    this.langOf[slot] = lang;
    this.putTitle(slot, title);
    this.nextOf[slot] = this.first.get(id);
    this.first.set(id, slot);
    this.size++;
    const key = (type << 8) | lang;
    if (appending) {
      this.loadedSlots.push(slot);
      this.loadedWordCounts.push(0);
    } else {
      const list = this.orderedList(key);
      list.insertAt(this.titleBound(list, this.titleBytes(slot), slot), slot);
    }
    for (const word of new Set(textWords(title))) {
      let w = this.wordIds.get(word);
      if (w === undefined) {
        w = this.wordPostings.length;
        this.wordIds.set(word, w);
        this.wordPostings.push(new Slots());
        this.similar.add(word);
        if (!this.loading) this.sortedWords.splice(this.wordBound(word), 0, word);
      }
      if (appending) {
        this.loadedWords.push(w);
        this.loadedWordCounts.a[this.loadedWordCounts.n - 1]!++;
      } else {
        const postings = this.wordPostings[w]!;
        postings.insertAt(this.postingBound(postings, key, slot), slot);
      }
    }
  }

  private removeSlot(slot: number) {
    const title = this.title(slot);
    const list = this.ordered.get((this.typeOf[slot]! << 8) | this.langOf[slot]!)!;
    for (let i = this.titleBound(list, this.titleBytes(slot), -1); i < list.n; i++)
      if (list.a[i] === slot) {
        list.removeAt(i);
        break;
      }
    for (const word of new Set(textWords(title))) {
      const postings = this.wordPostings[this.wordIds.get(word)!]!;
      const i = this.postingBound(postings, (this.typeOf[slot]! << 8) | this.langOf[slot]!, slot);
      if (postings.a[i] === slot) postings.removeAt(i);
    }
    this.dead += this.lengthOf[slot]!;
    this.lengthOf[slot] = 0;
    this.docOf[slot] = 0;
    this.free.push(slot);
    this.size--;
  }

  private grow() {
    this.resize(this.docOf.length * 2);
  }

  /** Makes room for `n` slots in all (no fewer than those made). */
  private resize(n: number) {
    const sized = <T extends Uint32Array | Int32Array | Uint16Array | Uint8Array>(old: T, fresh: T): T => {
      fresh.set(old.subarray(0, Math.min(n, old.length)));
      return fresh;
    };
    this.docOf = sized(this.docOf, new Uint32Array(n));
    this.typeOf = sized(this.typeOf, new Uint8Array(n));
    this.langOf = sized(this.langOf, new Uint8Array(n));
    this.nextOf = sized(this.nextOf, new Int32Array(n));
    this.startOf = sized(this.startOf, new Int32Array(n));
    this.lengthOf = sized(this.lengthOf, new Uint16Array(n));
  }

  private putTitle(slot: number, title: string) {
    const length = Buffer.byteLength(title);
    if (length > 0xffff) throw new Error(`a search title of ${length} bytes is too long for the title index`);
    if (this.used + length > this.bytes.length) {
      // Compacted when a quarter is left behind by replaced titles, else grown.
      if (!this.loading && this.dead > this.used / 4) this.compact();
      if (this.used + length > this.bytes.length) {
        const grown = Buffer.alloc(Math.max(this.bytes.length * 2, this.used + length));
        this.bytes.copy(grown, 0, 0, this.used);
        this.bytes = grown;
      }
    }
    this.startOf[slot] = this.used;
    this.lengthOf[slot] = length;
    this.bytes.write(title, this.used, 'utf8');
    this.used += length;
  }

  private compact() {
    const bytes = Buffer.alloc(this.bytes.length);
    let used = 0;
    for (let slot = 0; slot < this.slots; slot++) {
      const length = this.lengthOf[slot]!;
      if (!length) continue;
      this.bytes.copy(bytes, used, this.startOf[slot]!, this.startOf[slot]! + length);
      this.startOf[slot] = used;
      used += length;
    }
    this.bytes = bytes;
    this.used = used;
    this.dead = 0;
  }

  /** A slot's title. */
  private title(slot: number): string {
    const start = this.startOf[slot]!;
    return this.bytes.toString('utf8', start, start + this.lengthOf[slot]!);
  }

  /** A slot's title's bytes (a view: valid until the next title is written). */
  private titleBytes(slot: number): Buffer {
    const start = this.startOf[slot]!;
    return this.bytes.subarray(start, start + this.lengthOf[slot]!);
  }

  /** The order of a slot's title and `text` (UTF-8), as PostgreSQL's "C" collation orders texts. */
  private compareTo(slot: number, text: Uint8Array): number {
    return compareBytes(this.bytes, this.startOf[slot]!, this.lengthOf[slot]!, text, 0, text.length);
  }

  private compareSlots(a: number, b: number): number {
    return compareBytes(
      this.bytes,
      this.startOf[a]!,
      this.lengthOf[a]!,
      this.bytes,
      this.startOf[b]!,
      this.lengthOf[b]!,
    );
  }

  private startsWith(slot: number, text: Uint8Array): boolean {
    if (this.lengthOf[slot]! < text.length) return false;
    const bytes = this.bytes;
    const start = this.startOf[slot]!;
    for (let i = 0; i < text.length; i++) if (bytes[start + i] !== text[i]) return false;
    return true;
  }

  /** The first place of `list` whose title is not before `title` (and, `slot` ≥ 0, past equal titles of lower slots). */
  private titleBound(list: Slots, title: Uint8Array, slot: number): number {
    return lowerBound(list.n, (i) => {
      const other = list.a[i]!;
      const c = this.compareTo(other, title);
      return c < 0 || (c === 0 && slot >= 0 && other < slot);
    });
  }

  private wordBound(word: string): number {
    return lowerBound(this.sortedWords.length, (i) => byCodePoint(this.sortedWords[i]!, word) < 0);
  }

  /** Whether a title still holds `word`. */
  private isUsed = (word: string) => {
    const w = this.wordIds.get(word);
    return w !== undefined && this.wordPostings[w]!.n > 0;
  };

  /** The words that typed word `word` matches exactly: itself and its similar words. */
  private exactWords(word: string): string[] {
    return [word, ...this.similar.similarTo(word, this.isUsed)];
  }

  /**
   * The titles of types `letters` matching text `q` (normalised), as the quick search finds them
   * (`repository.ts`): first those starting with the text, in title order, up to `limits.total`;
   * then, unless those are `limits.total` documents, those whose words match the typed words —
   * the last one as the beginning of a title word, each also as one of its similar words — up to
   * 2 × `limits.total` titles in all; with several typed words, only the titles holding the
   * rarest one are read (the first `limits.checked` of them) and kept if they hold all the others.
   * Per type: the first `k` titles found and the number of distinct documents found (at most
   * `limits.total`; `limits.total` when 2 × `limits.total` titles were found).
   */
  match(
    letters: DocumentLetter[],
    q: string,
    k: number,
    limits: MatchLimits,
    pl?: string,
  ): Map<DocumentLetter, TypeMatches> {
    this.flushLoaded();
    const words = textWords(q);
    const qBytes = Buffer.from(q);
    const plCode = pl === undefined ? undefined : (this.langs.get(pl) ?? -1);
    const cap = limits.total;
    const exact = words.map((word) => this.exactWords(word));
    const last = words.length - 1;
    // With several typed words, the titles of the rarest one are read (counted up to a bound in
    // every type searched), the longer, then the later one.
    let driver = last;
    if (words.length > 1) {
      const types = letters.map((l) => l.charCodeAt(0));
      let fewest = Infinity;
      words.forEach((word, i) => {
        const count = this.wordEntries(
          word,
          exact[i]!,
          i === last,
          types,
          plCode,
          DRIVER_COUNT,
          [],
          new Set(),
        );
        if (count < fewest || (count === fewest && word.length >= words[driver]!.length)) {
          driver = i;
          fewest = count;
        }
      });
    }
    const out = new Map<DocumentLetter, TypeMatches>();
    let exactBytes: Buffer[][] | undefined;
    let lastBytes: Buffer | undefined;
    for (const letter of letters) {
      const type = letter.charCodeAt(0);
      const slots = this.prefixed(type, qBytes, plCode, cap);
      const prefixedCount = slots.length;
      const docs = new Set<number>();
      for (const s of slots) docs.add(this.docOf[s]!);
      if (words.length && docs.size < cap) {
        // A title is found once, the first way it is found.
        const seen = new Set(slots);
        const wanted = 2 * cap - slots.length;
        if (words.length === 1)
          this.wordEntries(words[0]!, exact[0]!, true, [type], plCode, wanted, slots, seen);
        else {
          const read: number[] = [];
          this.wordEntries(
            words[driver]!,
            exact[driver]!,
            driver === last,
            [type],
            plCode,
            limits.checked,
            read,
            new Set(),
          );
          // Checked on the title's bytes: each typed word as one of its similar words, or the
          // last one as the beginning of a title word.
          exactBytes ??= exact.map((list) => list.map((w) => Buffer.from(w)));
          lastBytes ??= Buffer.from(words[last]!);
          for (const slot of read) {
            if (slots.length >= 2 * cap) break;
            if (seen.has(slot)) continue;
            let holdsAll = true;
            for (let i = 0; i < words.length && holdsAll; i++) {
              holdsAll = exactBytes[i]!.some((w) => this.holdsWord(slot, w, true));
              if (!holdsAll && i === last) holdsAll = this.holdsWord(slot, lastBytes, false);
            }
            if (holdsAll) slots.push(slot);
          }
        }
      }
      const found = slots.slice(0, 2 * cap);
      const counted = new Set<number>();
      for (const s of found) counted.add(this.docOf[s]!);
      // The candidates ranked by PostgreSQL: the titles starting with the text, then those
      // containing it, then the other word matches (the ranking's own first criterion).
      // Read on the titles' bytes: only the page's titles are decoded.
      const first = found.slice(0, Math.min(prefixedCount, k));
      const others: number[] = [];
      for (let i = prefixedCount; i < found.length && first.length < k; i++) {
        const s = found[i]!;
        if (this.holdsText(s, qBytes)) first.push(s);
        else if (first.length + others.length < k) others.push(s);
      }
      const page = [...first, ...others].slice(0, k);
      out.set(letter, {
        ids: page.map((s) => this.docOf[s]!),
        titles: page.map((s) => this.title(s)),
        total: found.length >= 2 * cap ? cap : Math.min(counted.size, cap),
      });
    }
    return out;
  }

  /** Whether a slot's title holds `text` (UTF-8) anywhere, as `String.includes` finds it. */
  private holdsText(slot: number, text: Uint8Array): boolean {
    const start = this.startOf[slot]!;
    return indexOfBytes(this.bytes, start, start + this.lengthOf[slot]!, text, start) >= 0;
  }

  /**
   * Whether one of a slot's title words (`textWords`) is `word` (UTF-8, letters and digits
   * only) or, not `whole`, starts with it: read on the title's bytes, nothing decoded.
   */
  private holdsWord(slot: number, word: Uint8Array, whole: boolean): boolean {
    const bytes = this.bytes;
    const start = this.startOf[slot]!;
    const end = start + this.lengthOf[slot]!;
    for (
      let p = indexOfBytes(bytes, start, end, word, start);
      p >= 0;
      p = indexOfBytes(bytes, start, end, word, p + 1)
    ) {
      if (p > start && isLetterOrDigit(codePointBefore(bytes, p))) continue;
      if (whole && p + word.length < end && isLetterOrDigit(codePointAt(bytes, p + word.length))) continue;
      return true;
    }
    return false;
  }

  /** Up to `cap` slots of type `type` whose title starts with `q`, in title order (then by language). */
  private prefixed(type: number, q: Uint8Array, plCode: number | undefined, cap: number): number[] {
    const lists: Slots[] = [];
    for (const { lang, list } of this.orderedOfType.get(type) ?? [])
      if (plCode === undefined || lang === plCode) lists.push(list);
    // One cursor per language, merged in title order.
    const cursors = lists.map((list) => this.titleBound(list, q, -1));
    const out: number[] = [];
    while (out.length < cap) {
      let best = -1;
      for (let i = 0; i < lists.length; i++) {
        const list = lists[i]!;
        const at = cursors[i]!;
        if (at >= list.n) continue;
        const slot = list.a[at]!;
        if (!this.startsWith(slot, q)) {
          cursors[i] = list.n;
          continue;
        }
        if (best < 0 || this.compareSlots(slot, lists[best]!.a[cursors[best]!]!) < 0) best = i;
      }
      if (best < 0) break;
      out.push(lists[best]!.a[cursors[best]!]!);
      cursors[best]!++;
    }
    return out;
  }

  /**
   * Appends to `out` up to `max` slots of types `types` (and language `plCode`) that `seen`
   * does not hold (then adds them to it), of the titles holding a word typed word `word` matches: starting with it when
   * it is the `last` one (in word order), equal to one of `exact`. Returns how many were appended.
   */
  private wordEntries(
    word: string,
    exact: string[],
    last: boolean,
    types: number[],
    plCode: number | undefined,
    max: number,
    out: number[],
    seen: Set<number>,
  ): number {
    let added = 0;
    const take = (w: number | undefined) => {
      if (w === undefined) return;
      const postings = this.wordPostings[w]!;
      for (const type of types) {
        // The word's titles of that type (and language): one stretch of its postings.
        const from = plCode === undefined ? type << 8 : (type << 8) | plCode;
        const to = plCode === undefined ? (type << 8) | 0xff : from;
        for (let i = this.postingBound(postings, from, -1); i < postings.n && added < max; i++) {
          const slot = postings.a[i]!;
          if (((this.typeOf[slot]! << 8) | this.langOf[slot]!) > to) break;
          if (!seen.has(slot)) {
            seen.add(slot);
            out.push(slot);
            added++;
          }
        }
      }
    };
    if (last)
      for (let i = this.wordBound(word); i < this.sortedWords.length && added < max; i++) {
        const w = this.sortedWords[i]!;
        if (!w.startsWith(word)) break;
        take(this.wordIds.get(w));
      }
    for (const w of exact) {
      if (added >= max) break;
      if (!(last && w.startsWith(word))) take(this.wordIds.get(w));
    }
    return added;
  }

  /**
   * The first place of a word's postings (in the order of type, language, slot) not before
   * `key` (`type << 8 | lang`) and `slot` (-1: the first of `key`).
   */
  private postingBound(list: Slots, key: number, slot: number): number {
    return lowerBound(list.n, (i) => {
      const other = list.a[i]!;
      const otherKey = (this.typeOf[other]! << 8) | this.langOf[other]!;
      return otherKey < key || (otherKey === key && other < slot);
    });
  }
}

/** The first of `n` places that `isBefore` does not hold for (it holds for a first stretch of them). */
function lowerBound(n: number, isBefore: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (isBefore(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The order of two stretches of bytes, as PostgreSQL's "C" collation orders texts. Compared here:
 * titles differ within a few bytes, fewer than a call to native code (`Buffer.compare`) costs.
 */
function compareBytes(
  a: Uint8Array,
  aStart: number,
  aLength: number,
  b: Uint8Array,
  bStart: number,
  bLength: number,
): number {
  const n = Math.min(aLength, bLength);
  for (let i = 0; i < n; i++) {
    const d = a[aStart + i]! - b[bStart + i]!;
    if (d !== 0) return d;
  }
  return aLength - bLength;
}

/** The first place from `from` where `bytes` hold `text` within `start`–`end`, or -1 (`from` for an empty text). */
function indexOfBytes(bytes: Uint8Array, start: number, end: number, text: Uint8Array, from: number): number {
  if (text.length === 0) return from <= end ? from : -1;
  const first = text[0]!;
  for (let p = Math.max(from, start); p + text.length <= end; p++) {
    if (bytes[p] !== first) continue;
    let i = 1;
    while (i < text.length && bytes[p + i] === text[i]) i++;
    if (i === text.length) return p;
  }
  return -1;
}

/** Per code point of the first plane: 0 not yet known, 1 a letter or digit, 2 not. */
const letterOrDigitBmp = new Uint8Array(0x10000);
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Whether a code point is a letter or digit, as `textWords` cuts words. */
function isLetterOrDigit(code: number): boolean {
  if (code < 0x80)
    return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a);
  if (code >= 0x10000) return LETTER_OR_DIGIT.test(String.fromCodePoint(code));
  let known = letterOrDigitBmp[code]!;
  if (known === 0) letterOrDigitBmp[code] = known = LETTER_OR_DIGIT.test(String.fromCharCode(code)) ? 1 : 2;
  return known === 1;
}

/** The code point of valid UTF-8 `bytes` starting at `p`. */
function codePointAt(bytes: Uint8Array, p: number): number {
  const b = bytes[p]!;
  if (b < 0x80) return b;
  if (b < 0xe0) return ((b & 0x1f) << 6) | (bytes[p + 1]! & 0x3f);
  if (b < 0xf0) return ((b & 0x0f) << 12) | ((bytes[p + 1]! & 0x3f) << 6) | (bytes[p + 2]! & 0x3f);
  return (
    ((b & 0x07) << 18) |
    ((bytes[p + 1]! & 0x3f) << 12) |
    ((bytes[p + 2]! & 0x3f) << 6) |
    (bytes[p + 3]! & 0x3f)
  );
}

/** The code point of valid UTF-8 `bytes` ending just before `p`. */
function codePointBefore(bytes: Uint8Array, p: number): number {
  let q = p - 1;
  while ((bytes[q]! & 0xc0) === 0x80) q--;
  return codePointAt(bytes, q);
}

/** The length of a text in code points, as PostgreSQL's `length()` counts it. */
function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}

/** How a title matches text `q`: 3 starting with it, 2 containing it, 1 by its words. */
const kindOf = (title: string, q: string) => (title.startsWith(q) ? 3 : title.includes(q) ? 2 : 1);

/**
 * The page of each type from its candidates, ranked as the quick search ranks (`repository.ts`):
 * by document, the best way one of its titles matches (starting with the text, containing it,
 * by its words), then `pg_trgm`'s word similarity of the text to its best title, its shortest
 * title, and the newest document first.
 */
export function rankCandidates(
  matches: Map<DocumentLetter, TypeMatches>,
  q: string,
  limit: number,
): Map<DocumentLetter, { ids: number[]; total: number }> {
  const out = new Map<DocumentLetter, { ids: number[]; total: number }>();
  const similarity = wordSimilarityTo(q);
  for (const [letter, found] of matches) {
    const byDocument = new Map<number, { kind: number; score: number; shortest: number; titles: string[] }>();
    found.ids.forEach((id, i) => {
      const title = found.titles[i]!;
      const kind = kindOf(title, q);
      const length = codePointLength(title);
      const held = byDocument.get(id);
      if (!held) byDocument.set(id, { kind, score: -1, shortest: length, titles: [title] });
      else {
        held.kind = Math.max(held.kind, kind);
        held.shortest = Math.min(held.shortest, length);
        held.titles.push(title);
      }
    });
    // The similarity is measured only where it decides: in the kinds of match the page reaches.
    const documents = [...byDocument.entries()].sort((a, b) => b[1].kind - a[1].kind);
    const lastKind = documents[Math.min(limit, documents.length) - 1]?.[1].kind ?? 3;
    for (const [, d] of documents) {
      if (d.kind < lastKind) continue;
      for (const title of d.titles) d.score = Math.max(d.score, similarity(title));
    }
    const ids = documents
      .sort(([a, x], [b, y]) => y.kind - x.kind || y.score - x.score || x.shortest - y.shortest || b - a)
      .map(([id]) => id);
    out.set(letter, { ids: ids.slice(0, limit), total: found.total });
  }
  return out;
}
