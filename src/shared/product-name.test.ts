import { describe, expect, it } from 'vitest';
import { displayName, unitLabel } from './product-name';

// Real names from the price monitor (shared/data/arfigyelo-samples/basket-2026-09-25.csv).
describe('displayName', () => {
  it('writes a name in capitals in sentence case, without the item number and the label code', () => {
    expect(displayName('14. FRISS CSIRKEMELL FILE PULTOS QQ', 'hu')).toBe('Friss csirkemell filé pultos');
    expect(displayName('16. SERTES COMB pultos QQ', 'hu')).toBe('Sertés comb pultos');
    expect(displayName('IDARED ALMA LÉDIG QQ', 'hu')).toBe('Idared alma lédig');
    expect(displayName('GOLDEN IMPERIAL NAPRAFORGÓ ÉTOLAJ 1 L QQ', 'hu')).toBe('Golden imperial napraforgó étolaj 1 l');
  });

  it('writes out known abbreviations and misspellings', () => {
    expect(displayName('Wippy hárs 3rtg 4tek.toalettp.', 'hu')).toBe('Wippy hárs 3 rétegű 4 tekercs toalettpapír');
    expect(displayName('TS SPAGETTI DURU M TESZT 500G ', 'hu')).toBe('Tesco spagetti durum tészta 500 g');
    expect(displayName('TESCO FRISS PULYAKMELLFILÉ 450 g QQ', 'hu')).toBe('Tesco friss pulykamellfilé 450 g');
    expect(displayName('Kedvenc Hentese sertéscomb csont nélk. kg', 'hu')).toBe('Kedvenc Hentese sertéscomb csont nélkül kg');
    expect(displayName('SZENTKÚTI-TEJ NAT. JOG. LIGHT ÉLŐ. 150 g QQ', 'hu')).toBe('Szentkúti-tej natúr joghurt light élőflórás 150 g');
    expect(displayName('Toalettpapír 3r. 10x220', 'hu')).toBe('Toalettpapír 3 rétegű 10x220');
  });

  it('puts a space between a number and its unit, and writes the unit in the reader’s language', () => {
    expect(displayName('Ketreces tojás 30 db S', 'en')).toBe('Ketreces tojás 30 pc S');
    expect(displayName('Ketreces tojás 30 db S', 'hu')).toBe('Ketreces tojás 30 db S');
    expect(displayName('Tálcás tojás s méretű 30db', 'en')).toBe('Tálcás tojás s méretű 30 pc');
    expect(displayName('Aquitas ásv.mentes 1,5l', 'hu')).toBe('Aquitas ásványvíz, szénsavmentes 1,5 l');
    expect(displayName('Aquitas ásv.mentes 1,5l', 'en')).toBe('Aquitas ásványvíz, szénsavmentes 1.5 l');
    expect(displayName('Hazai lecsópaprika 750gr', 'hu')).toBe('Hazai lecsópaprika 750 g');
    expect(displayName('MU 30DB TOJÁS 1290G S MÉRET QQ', 'en')).toBe('Mu 30 pc tojás 1290 g S méret');
  });

  it('drops price markers and hanging punctuation', () => {
    expect(displayName('Idared alma Ft/kg', 'hu')).toBe('Idared alma');
    expect(displayName('Pilos Friss Tej 1,5%,  1l, ', 'hu')).toBe('Pilos Friss Tej 1,5%, 1 l');
    expect(displayName('Kristálycukor , 1kg', 'hu')).toBe('Kristálycukor, 1 kg');
    expect(displayName('Golden Sun Hosszú szemű \\"B\\" rizs, 1kg', 'hu')).toBe('Golden Sun Hosszú szemű "B" rizs, 1 kg');
  });

  it('leaves a clean name as it is', () => {
    for (const name of ['Alma piros lédig', 'Balea frissítő tusfürdő 250 ml', 'S-Budget vaj 250 g', 'Auchan Kedvenc pasztőrözött tej 1,5% 1 l']) {
      expect(displayName(name, 'hu')).toBe(name);
      expect(displayName(displayName(name, 'hu'), 'hu')).toBe(name);
    }
    expect(displayName('Refreshing shower gel 250 ml', 'en')).toBe('Refreshing shower gel 250 ml');
  });
});

describe('unitLabel', () => {
  it('is "pc" for a piece in English and "db" in Hungarian', () => {
    expect(unitLabel('db', 'en')).toBe('pc');
    expect(unitLabel('db', 'hu')).toBe('db');
    expect(unitLabel('kg', 'en')).toBe('kg');
  });
});
