import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { Provider, createStore } from '../state/jotai';
import { dismissToastAtom, pushToastAtom, zoneToastAnchorAtom } from '../state/toasts';
import { TOASTS_RESERVE, Toasts } from './Toasts';

beforeAll(async () => {
  await initI18n('en');
});

const reserve = () => document.documentElement.style.getPropertyValue(TOASTS_RESERVE);

describe('toasts and dialogs', () => {
  it('publish the foot of the screen they take while one shows, and give it back when none does', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Toasts />
      </Provider>,
    );
    expect(reserve()).toBe('0px');
    let id = 0;
    await act(() => {
      id = store.set(pushToastAtom, { kind: 'success', text: 'List created' });
    });
    expect(screen.getByRole('status').textContent).toBe('List created');
    expect(parseInt(reserve(), 10)).toBeGreaterThan(0);
    await act(() => store.set(dismissToastAtom, id));
    expect(reserve()).toBe('0px');
  });

  it("show a zone toast at the zone map's anchor while it is there, and at the default place once it is gone", async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Toasts />
      </Provider>,
    );
    const anchor = document.createElement('div');
    document.body.append(anchor);
    await act(() => store.set(zoneToastAnchorAtom, anchor));
    await act(() => {
      store.set(pushToastAtom, { kind: 'error', text: 'Zone not saved', place: 'zone' });
      store.set(pushToastAtom, { kind: 'success', text: 'List created' });
    });
    expect(anchor.querySelector('[role="alert"]')?.textContent).toBe('Zone not saved');
    expect(anchor.textContent).not.toContain('List created');
    expect(document.querySelector('.toasts')?.textContent).toBe('List created');
    await act(() => store.set(zoneToastAnchorAtom, null));
    expect(document.querySelector('.toasts')?.textContent).toContain('Zone not saved');
    anchor.remove();
  });
});
