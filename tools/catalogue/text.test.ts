import { describe, expect, it } from 'vitest';
import { dateEn, dateHu, dateHuOf, dateHuOn, keepTogether, numberHu } from './text';

const NB = '\u00a0';

describe('generated text', () => {
  it('writes a date as one unbreakable piece in each language', () => {
    expect(dateHu('2026-09-25')).toBe(`2026.${NB}szeptember${NB}25.`);
    expect(dateEn('2026-09-25')).toBe(`25${NB}September${NB}2026`);
  });

  it('gives "of that day" the -i ending straight after the number, and -jei after the first', () => {
    const of = (day: string) => dateHuOf(`2026-09-${day}`).split(NB).at(-1);
    expect(['01', '02', '03', '05', '10', '11', '20', '21', '25', '30'].map(of)).toEqual(
      ['1-jei', '2-i', '3-i', '5-i', '10-i', '11-i', '20-i', '21-i', '25-i', '30-i']);
    expect(dateHuOf('2026-10-31')).toBe(`2026.${NB}október${NB}31-i`);
  });

  it('gives "on that day" the ending of the spoken ordinal', () => {
    const on = (day: string) => dateHuOn(`2026-09-${day}`).split(NB).at(-1);
    expect(['01', '02', '03', '04', '06', '10', '20', '25', '30'].map(on)).toEqual(
      ['1-jén', '2-án', '3-án', '4-én', '6-án', '10-én', '20-án', '25-én', '30-án']);
  });

  it('holds the digits of an amount and a pack with its unit together', () => {
    expect(numberHu(12510)).toBe(`12${NB}510`);
    expect(numberHu(42.5)).toBe('42,5');
    expect(keepTogether('1 kg')).toBe(`1${NB}kg`);
  });
});
