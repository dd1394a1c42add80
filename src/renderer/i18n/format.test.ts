import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../server/catalogue/trigrams';
import { formatAmount, formatDate, formatDateTime, keepAddress, keepUnits } from './format';

const NBSP = '\u00a0';

describe('keepUnits: a number and its unit stay on one line', () => {
  it('joins an amount to the unit after it', () => {
    expect(keepUnits('Tesco UHT tej 1,5% 1 l')).toBe(`Tesco UHT tej 1,5% 1${NBSP}l`);
    expect(keepUnits('Trappista sajt 150 g')).toBe(`Trappista sajt 150${NBSP}g`);
    expect(keepUnits('Kristálycukor 1 kg, 10 db tojás, 500 ml')).toBe(`Kristálycukor 1${NBSP}kg, 10${NBSP}db tojás, 500${NBSP}ml`);
    expect(keepUnits('1,510 Ft/kg, 20 % off, 4 pcs')).toBe(`1,510${NBSP}Ft/kg, 20${NBSP}% off, 4${NBSP}pcs`);
  });

  it('leaves words that only begin like a unit, and numbers without one, as they were', () => {
    for (const text of ['Milka 3 gyümölcs', 'Aldi 2 literes', 'Kenyér 2 darab', 'Spar 1 lime', 'Tojás 10-es', 'Almalé 100%']) {
      expect(keepUnits(text)).toBe(text);
    }
  });

  it('is for display only: the search normalises a joined name to the stored name', () => {
    for (const name of ['Tesco UHT tej 1,5% 1 l', 'Milsani M-es tojás 10 db']) expect(normalizeText(keepUnits(name))).toBe(normalizeText(name));
  });

  it('keeps a size or name in capitals with its hyphenated suffix ("M-es", "DM-nél"), nothing else hyphenated', () => {
    expect(keepUnits('Milsani M-es tojás 10 db')).toBe(`Milsani M\u2011es tojás 10${NBSP}db`);
    expect(keepUnits('60 W-os izzó, olcsóbb a DM-nél')).toBe('60 W\u2011os izzó, olcsóbb a DM\u2011nél');
    // A short word after capitals stays whole too ("UHT‑tej"); longer names and lower-case compounds may break.
    expect(keepUnits('UHT-tej')).toBe('UHT\u2011tej');
    for (const text of ['Coca-Cola', 'Tojás 10-es', 'Jana-Kft', 'sajt-krém', 'Pick-Szeged']) expect(keepUnits(text)).toBe(text);
  });
});

describe('formatDate', () => {
  it('keeps a date in one piece', () => {
    expect(formatDate('2026-11-25T10:00:00Z', 'hu')).toBe(`2026.${NBSP}november${NBSP}25.`);
  });
});

describe('keepAddress: a postcode stays with its town and a house number with its street', () => {
  it('joins them with no-break spaces and leaves the other spaces to wrap', () => {
    expect(keepAddress('1051 Budapest, Vértanúk tere 1')).toBe(`1051${NBSP}Budapest, Vértanúk tere${NBSP}1`);
    expect(keepAddress('1158 Budapest, Minta utca 67.')).toBe(`1158${NBSP}Budapest, Minta utca${NBSP}67.`);
    expect(keepAddress('2040 Budaörs, Fő út 12/A, földszint')).toBe(`2040${NBSP}Budaörs, Fő út${NBSP}12/A, földszint`);
    expect(keepAddress('1016 Budapest, Mészáros utca környéke')).toBe(`1016${NBSP}Budapest, Mészáros utca környéke`);
  });
});

describe('formatDateTime: a date with its time is one piece', () => {
  it('has no breakable space', () => {
    for (const lang of ['en', 'hu'] as const) expect(formatDateTime('2026-11-25T11:34:00Z', lang)).not.toMatch(/ /);
  });
});

describe('keepUnits in texts: forints and written-out dates stay whole', () => {
  it('joins an amount with "forint" and its suffixed forms, and the parts of a date', () => {
    expect(keepUnits('2018 januárjában 288 forint, később 361 forintra')).toBe(`2018 januárjában 288${NBSP}forint, később 361${NBSP}forintra`);
    expect(keepUnits('(Árfigyelő, 2026. szeptember 25.) projekt 2026. szeptember 25-én')).toBe(
      `(Árfigyelő, 2026.${NBSP}szeptember${NBSP}25.) projekt 2026.${NBSP}szeptember${NBSP}25-én`,
    );
    expect(keepUnits('observed on 25 September 2026 by')).toBe(`observed on 25${NBSP}September${NBSP}2026 by`);
  });
});

describe('formatAmount: a package size in the unit people read it in, in one piece', () => {
  it.each([
    [0.4, 'kg', 'hu', '400\u00a0g'],
    [0.25, 'kg', 'en', '250\u00a0g'],
    [1.5, 'kg', 'hu', '1,5\u00a0kg'],
    [1, 'kg', 'en', '1\u00a0kg'],
    [0.5, 'l', 'hu', '0,5\u00a0l'],
    [10, 'db', 'hu', '10\u00a0db'],
  ] as const)('%s %s in %s is %s', (value, unit, lang, shown) => {
    expect(formatAmount(value, unit, lang)).toBe(shown);
  });

  it('writes the unit with the label given ("pc" for "db" in English)', () => {
    expect(formatAmount(6, 'db', 'en', (u) => (u === 'db' ? 'pc' : u))).toBe('6\u00a0pc');
    expect(formatAmount(0.4, 'kg', 'en', (u) => u.toUpperCase())).toBe('400\u00a0G');
  });
});
