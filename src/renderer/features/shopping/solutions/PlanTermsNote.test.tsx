import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { PlanTermsNote } from './PlanTermsNote';

const plain = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe("a plan's terms", () => {
  const terms = {
    loyalty: [{ retailer_name: 'Tesco', programme: 'Clubcard', lines: 2 }, { retailer_name: 'Spar', programme: null, lines: 1 }],
    deposit: 100,
    risky: [{ retailer_name: 'Lidl', lines: 1 }],
  };

  it('says where it took loyalty prices, the deposit in its total and the risk of a product few shops carry', () => {
    render(<PlanTermsNote terms={terms} />);
    const items = screen.getAllByRole('listitem').map(plain);
    expect(items).toEqual([
      'Clubcard prices at Tesco (2 items)',
      'Spar loyalty price (1 item)',
      '100 Ft deposit on drink containers, counted in the total',
      'Risk: 1 item at Lidl is sold in fewer than half of the chain’s shops, so your shop may not have it.',
    ]);
    expect(plain(screen.getByTestId('plan-terms'))).toMatch(/^What the prices include/);
  });

  it('says the same in Hungarian, addressing the reader informally', async () => {
    await i18next.changeLanguage('hu');
    render(<PlanTermsNote terms={terms} />);
    expect(screen.getAllByRole('listitem').map(plain)).toEqual([
      'Clubcard ár: Tesco, 2 tétel',
      'Spar törzsvásárlói ár, 1 tétel',
      '100 Ft betétdíj az italos csomagolásokért, benne van az összegben',
      'Kockázat: Lidl: 1 tételt a lánc boltjainak kevesebb mint fele árulja, lehet, hogy a te boltodban nincs.',
    ]);
  });

  it('says nothing when the prices are plain shelf prices', () => {
    render(<PlanTermsNote terms={{ loyalty: [], deposit: 0, risky: [] }} />);
    expect(screen.queryByTestId('plan-terms')).toBeNull();
  });
});
