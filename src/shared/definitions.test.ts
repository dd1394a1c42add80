import { describe, expect, it } from 'vitest';
import { savingsOf } from './definitions';

describe('saving', () => {
  it("measures an own brand against its regular price, not against other chains' branded goods", () => {
    // Toilet paper, 3-ply, 16 rolls: four chains sell the same unbranded pack, Auchan its own brand for far less.
    const group = [
      { price: 1649, regular: 1649, ownBrand: null },
      { price: 769, regular: 769, ownBrand: 'Auchan' },
      { price: 1749, regular: 1749, ownBrand: 'Floralys' },
      { price: 1599, regular: 1699, ownBrand: null },
      { price: 1599, regular: 1599, ownBrand: null },
    ];
    // Was 776 Ft for the 769 Ft own-brand pack: more than its price, against goods it is not.
    expect(savingsOf(group)).toEqual([0, 0, 0, 17, 17]);
    const promo = savingsOf([{ price: 599, regular: 799, ownBrand: 'Spar' }, { price: 999, regular: 999, ownBrand: null }]);
    expect(promo).toEqual([200, 0]);
    for (const [i, s] of savingsOf(group).entries()) expect(s).toBeLessThan(group[i]!.price);
  });
});
