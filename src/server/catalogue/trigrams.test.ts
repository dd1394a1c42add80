import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openDb } from '../db/open';
import { containsWord, normalizeText, similarity, trigramList, wordSimilarity } from './trigrams';

describe('trigrams as pg_trgm makes them', () => {
  it('pads each word with two spaces before and one after', () => {
    expect(trigramList('tej')).toEqual(['  t', ' te', 'tej', 'ej ']);
    expect(trigramList('a 2,8%')).toEqual(['  a', ' a ', '  2', ' 2 ', '  8', ' 8 ']);
    expect(trigramList('  ')).toEqual([]);
  });

  it("gives the documentation's examples", () => {
    expect(wordSimilarity('word', 'two words')).toBeCloseTo(0.8, 6);
    expect(similarity('word', 'two words')).toBeCloseTo(4 / 11, 6);
    expect(wordSimilarity('chiken', 'chicken breast')).toBeCloseTo(0.5, 6);
    expect(wordSimilarity('', 'anything')).toBe(0);
  });

  it('normalises to lower case without accents and collapses spaces', () => {
    expect(normalizeText('  Őszibarack   LÉ ')).toBe('oszibarack le');
    expect(normalizeText('Weißbier Smørrebrød')).toBe('weissbier smorrebrod');
  });

  it('finds whole words only', () => {
    expect(containsWord('uht tej 2,8%', 'tej')).toBe(true);
    expect(containsWord('tejfol', 'tej')).toBe(false);
    expect(containsWord('kakaos-tej', 'tej')).toBe(true);
    expect(containsWord('tejes tej', 'tej')).toBe(true);
  });
});

describe('agreement with pg_trgm (PGlite)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({});
  });
  afterAll(async () => {
    await db.close();
  });

  const texts = [
    'uht tej 2,8% 1 l milk tejtermek',
    'feher kenyer 500 g kenyer pekaru',
    'csirkemell filet 1 kg csirke hus',
    'paradicsom friss zoldseg gyumolcs',
    'trappista sajt 250 g sajt',
    'bananas 1 kg fruit and vegetables',
    'washing powder 2 kg household',
    'tejfol 20% 330 g tejtermek',
    'zab ital 1 l noveny ital',
    'wor word two words',
  ];
  const queries = ['tej', 'kenyer', 'csirke mell', 'paradicsm', 'sajt', 'bananna', 'tomatos', 'washing', 'zabital', 'word', 'x', '2,8', 'tejfol 20'];

  it('similarity and word_similarity equal PostgreSQL on catalogue-like texts', async () => {
    const mismatches: string[] = [];
    for (const q of queries) {
      for (const t of texts) {
        const [row] = await db.query<{ s: number; w: number }>('SELECT similarity($1, $2)::float8 AS s, word_similarity($1, $2)::float8 AS w', [q, t]);
        const s = similarity(q, t);
        const w = wordSimilarity(q, t);
        // PostgreSQL answers in single precision.
        if (Math.abs(s - row.s) > 1e-6 || Math.abs(w - row.w) > 1e-6) mismatches.push(`${q} / ${t}: ours ${s}, ${w}; pg ${row.s}, ${row.w}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
