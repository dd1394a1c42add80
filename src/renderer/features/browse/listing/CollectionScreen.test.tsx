import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { fakeKosar } from '../../../../../tests/support/renderer/fake-kosar';
import { CollectionScreen } from './CollectionScreen';

const open = (kind: 'best' | 'vegan') =>
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <CollectionScreen kind={kind} />
      </MemoryRouter>
    </Provider>,
  );

describe('best offers say what makes an offer worth a trip', () => {
  afterEach(async () => {
    await initI18n('en');
  });

  it.each([
    ['en', /^Offers that save you at least 100\sFt and 10% against the same product's average price elsewhere\.$/],
    ['hu', /^Azok az ajánlatok, amelyekkel legalább 100\sFt\u2011ot és 10%\u2011ot spórolsz ugyanennek a terméknek a máshol szokásos átlagárához képest\.$/],
  ] as const)('in %s', async (lang, rule) => {
    await initI18n(lang);
    fakeKosar({ collection: vi.fn(() => Promise.resolve({ ok: true as const, data: { items: [] } })) });
    open('best');
    expect((await screen.findByTestId('best-offer-rule')).textContent).toMatch(rule);
  });

  it('other collections have no such rule', async () => {
    await initI18n('en');
    fakeKosar({ collection: vi.fn(() => Promise.resolve({ ok: true as const, data: { items: [] } })) });
    open('vegan');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('best-offer-rule')).toBeNull();
  });
});
