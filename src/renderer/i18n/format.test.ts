import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../server/catalogue/trigrams';
import { formatDate, keepUnits } from './format';

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
    const name = 'Tesco UHT tej 1,5% 1 l';
    expect(normalizeText(keepUnits(name))).toBe(normalizeText(name));
  });
});

describe('formatDate', () => {
  it('keeps a date in one piece', () => {
    expect(formatDate('2026-11-25T10:00:00Z', 'hu')).toBe(`2026.${NBSP}november${NBSP}25.`);
  });
});
