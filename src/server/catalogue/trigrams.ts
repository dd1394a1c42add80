/**
 * Trigram similarity as PostgreSQL's pg_trgm defines it, computed in memory: a word is a run of letters and digits,
 * padded with two spaces in front and one behind ("  tej "), and its trigrams are every three consecutive
 * characters of that.
 */

/** Letters PostgreSQL's `unaccent` spells out that Unicode decomposition leaves whole. */
const SPELLED: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', ð: 'd' };

/** Lower case, accents removed (as PostgreSQL's `unaccent` does for letters), runs of white space made one space, trimmed. */
export function normalizeText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøłđæœıþð]/g, (c) => SPELLED[c])
    // The display's non-breaking hyphen ("M‑es", keepUnits) is the stored name's hyphen.
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const WORD = /[\p{L}\p{N}]+/gu;

function isWordCode(code: number, ch: string): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return LETTER_OR_DIGIT.test(ch);
}

const isWordChar = (ch: string | undefined) => ch !== undefined && isWordCode(ch.codePointAt(0)!, ch);

/** Calls `emit` with the three characters of each trigram of a text, in order of appearance, repeats kept. */
function eachTrigram(text: string, emit: (a: string, b: string, c: string) => void): void {
  let p2 = '';
  let p1 = '';
  let inWord = false;
  for (const ch of text) {
    if (isWordCode(ch.codePointAt(0)!, ch)) {
      if (!inWord) {
        p2 = ' ';
        p1 = ' ';
        inWord = true;
      }
      emit(p2, p1, ch);
      p2 = p1;
      p1 = ch;
    } else if (inWord) {
      emit(p2, p1, ' ');
      inWord = false;
    }
  }
  if (inWord) emit(p2, p1, ' ');
}

/** The trigrams of a text in order of appearance, repeats kept. */
export function trigramList(text: string): string[] {
  const out: string[] = [];
  eachTrigram(text, (a, b, c) => out.push(a + b + c));
  return out;
}

/** Numbers for trigrams, so texts can be kept as small integer arrays. */
export class TrigramDictionary {
  private readonly map = new Map<string, number>();

  get size(): number {
    return this.map.size;
  }

  /** Trigram numbers per word: catalogue texts repeat the same few thousand words. */
  private readonly words = new Map<string, readonly number[]>();

  /** The trigram numbers of a text in order (new trigrams get new numbers). */
  ids(text: string): Int32Array {
    const out: number[] = [];
    for (const [word] of text.matchAll(WORD)) {
      let ids = this.words.get(word);
      if (!ids) {
        const list: number[] = [];
        eachTrigram(word, (a, b, c) => {
          const key = a + b + c;
          let id = this.map.get(key);
          if (id === undefined) this.map.set(key, (id = this.map.size));
          list.push(id);
        });
        this.words.set(word, (ids = list));
      }
      for (const id of ids) out.push(id);
    }
    return Int32Array.from(out);
  }

  /** How many trigrams a text has, repeats counted. */
  count(text: string): number {
    let n = 0;
    for (const [word] of text.matchAll(WORD)) n += [...word].length + 1;
    return n;
  }

  /** A query's trigrams, to compare with texts numbered by this dictionary. */
  query(text: string): TrigramQuery {
    const known = new Set<number>();
    const unknown = new Set<string>();
    eachTrigram(text, (a, b, c) => {
      const id = this.map.get(a + b + c);
      if (id === undefined) unknown.add(a + b + c);
      else known.add(id);
    });
    return new TrigramQuery(known, known.size + unknown.size, this.map.size);
  }
}

/** Distinct trigram numbers of a text, sorted: what `similarity` compares. */
export const distinctIds = (ids: ArrayLike<number>): Int32Array => Int32Array.from(new Set(Array.from(ids))).sort();

/**
 * A query's trigrams against a dictionary: `size` counts them all, `has` answers only for trigrams some text has
 * (a trigram no text has can never be shared).
 */
export class TrigramQuery {
  private readonly mask: Uint8Array;
  private readonly seen: Uint32Array;
  private epoch = 0;

  constructor(
    /** The query's trigrams that the dictionary knows. */
    readonly known: ReadonlySet<number>,
    readonly size: number,
    dictionarySize: number,
  ) {
    this.mask = new Uint8Array(dictionarySize);
    this.seen = new Uint32Array(dictionarySize);
    for (const id of known) this.mask[id] = 1;
  }

  has(id: number): boolean {
    return this.mask[id] === 1;
  }

  /** pg_trgm `similarity` with a text given by its distinct trigram numbers. */
  similarity(distinct: ArrayLike<number>): number {
    if (!this.size || !distinct.length) return 0;
    let shared = 0;
    for (let i = 0; i < distinct.length; i++) shared += this.mask[distinct[i]];
    return shared / (this.size + distinct.length - shared);
  }

  /**
   * The share of the query's trigrams a text has: no run of the text has a larger word similarity (a run shares at
   * most these, over at least the query's trigrams), so it bounds `wordSimilarity` at a single pass.
   */
  shareOf(text: ArrayLike<number>): number {
    if (!this.size) return 0;
    const epoch = this.nextEpoch();
    let shared = 0;
    for (let i = 0; i < text.length; i++) {
      const id = text[i];
      if (!this.mask[id] || this.seen[id] === epoch) continue;
      this.seen[id] = epoch;
      shared++;
    }
    return shared / this.size;
  }

  /**
   * Word similarity as pg_trgm defines `word_similarity(query, text)`: the best similarity between the query's
   * trigrams and any run of consecutive trigrams of the text. This is the exact best: every run that starts and
   * ends on a trigram the query has is tried (a run ending on any other trigram only adds to the union).
   * pg_trgm itself searches greedily, moving the run's start forward only, and so can answer a little less for a
   * query of several words (seen on about 0.2% of such typo queries, by up to 0.03).
   */
  wordSimilarity(text: ArrayLike<number>): number {
    if (!this.size) return 0;
    let best = 0;
    for (let start = 0; start < text.length; start++) {
      if (!this.mask[text[start]]) continue;
      const epoch = this.nextEpoch();
      let shared = 0;
      let distinct = 0;
      for (let i = start; i < text.length; i++) {
        const id = text[i];
        if (this.seen[id] === epoch) continue;
        this.seen[id] = epoch;
        distinct++;
        if (!this.mask[id]) {
          // A longer run scores at most size / (size + its trigrams not in the query): stop once that cannot win.
          if (this.size / (this.size + distinct - shared) <= best) break;
          continue;
        }
        shared++;
        const score = shared / (this.size + distinct - shared);
        if (score > best) best = score;
        if (shared === this.size) break; // Longer runs cannot share more.
      }
    }
    return best;
  }

  private nextEpoch(): number {
    if (++this.epoch === 0xffffffff) {
      this.seen.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }
}

/** pg_trgm `similarity(a, b)`: shared trigrams over all distinct trigrams of both texts. */
export function similarity(a: string, b: string): number {
  const d = new TrigramDictionary();
  const ids = distinctIds(d.ids(b));
  return d.query(a).similarity(ids);
}

/** pg_trgm `word_similarity(query, text)` ("word" in "two words" is 0.8). */
export function wordSimilarity(query: string, text: string): number {
  const d = new TrigramDictionary();
  const ids = d.ids(text);
  return d.query(query).wordSimilarity(ids);
}

/** True when `needle` occurs in `text` with no letter or digit right before or after it (SQL `~ '(^|\W)q($|\W)'`). */
export function containsWord(text: string, needle: string): boolean {
  if (!needle) return false;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + needle.length])) return true;
  }
  return false;
}
