import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/api/catalogue';
import { i18next, initI18n } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { languageAtom } from '../../../state/session';
import { OfferTerms } from './OfferTerms';

const product = (over: Partial<Product>): Product => ({
  id: 1, name: 'Ásványvíz 1,5 l', price: 199, photo: null, description: null, saving: 0, trending: 0, isFavorite: false,
  package: 1.5, unit: 'l', unit_price: 133, retailer_id: 8, retailer_name: 'Tesco', address: null, category: null, discount: true,
  nutritional_value: null, vegetarian: false, vegan: false, lactose: false,
  price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-11-26' }, available: true, ...over,
});

const show = async (lang: 'en' | 'hu', p: Product) => {
  const store = createStore();
  store.set(languageAtom, lang);
  await i18next.changeLanguage(lang);
  return render(<Provider store={store}><OfferTerms product={p} /></Provider>);
};

describe('offer terms on the product page', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows a promotion as was/now, the loyalty price with its programme, the deposit and few shops', async () => {
    await show('en', product({ regular_price: 259, loyalty_price: 179, return_fee: 50, shops_carrying: 2, chain_shops: 200 }));
    expect(screen.getByText('Promotion')).toBeTruthy();
    expect(screen.getByText(/^was 259 Ft$/)).toBeTruthy();
    expect(screen.getByText(/^With Clubcard: 179 Ft$/)).toBeTruthy();
    expect(screen.getByText(/^\+ 50 Ft deposit$/)).toBeTruthy();
    expect(screen.getByText('Sold in 2 of the chain’s 200 shops')).toBeTruthy();
  });

  it('names no programme the notes do not name, in Hungarian too', async () => {
    await show('hu', product({ retailer_name: 'Spar', regular_price: 199, loyalty_price: 189 }));
    expect(screen.queryByText('Akció')).toBeNull();
    expect(screen.getByText(/^Spar hűségkártyával vagy alkalmazással: 189 Ft$/)).toBeTruthy();
  });

  it('says it all on one line on cards and list lines, and a plan\'s deposit as included', async () => {
    const store = createStore();
    store.set(languageAtom, 'en');
    await i18next.changeLanguage('en');
    const p = product({ retailer_name: 'Spar', regular_price: 259, loyalty_price: 189, return_fee: 50, shops_carrying: 2, chain_shops: 200 });
    render(<Provider store={store}><OfferTerms product={p} compact depositIncluded /></Provider>);
    expect(screen.getByText('Promotion')).toBeTruthy();
    expect(screen.getByText(/^Spar loyalty price: 189 Ft$/)).toBeTruthy();
    expect(screen.getByText(/^incl\. 50 Ft deposit$/)).toBeTruthy();
    expect(screen.getByText('In 2 of 200 shops')).toBeTruthy();
    // One run of text inside the line it belongs to: no list nested in a list line (screen readers count items).
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
