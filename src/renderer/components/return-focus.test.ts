import { afterEach, describe, expect, it } from 'vitest';
import { openerOf } from './return-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A menu button and the menu it opened, open or closing, with an item focused inside. */
function menu(state: 'open' | 'closed'): { trigger: HTMLElement; item: HTMLElement } {
  document.body.innerHTML = `
    <button id="trigger">Menu</button>
    <div role="dialog" data-state="${state}" data-opener="trigger"><button id="item">Password reset</button></div>`;
  const item = document.getElementById('item')!;
  item.focus();
  return { trigger: document.getElementById('trigger')!, item };
}

describe('the control a dialog gives the focus back to', () => {
  it('is the focused control itself', () => {
    const { item } = menu('open');
    expect(openerOf(document.activeElement)).toBe(item);
  });

  it('is the menu button when the focused item is in a menu that is closing (the item leaves with it)', () => {
    const { trigger } = menu('closed');
    expect(openerOf(document.activeElement)).toBe(trigger);
  });

  it('is the item when the closing menu has no button on the page', () => {
    const { trigger, item } = menu('closed');
    trigger.remove();
    expect(openerOf(document.activeElement)).toBe(item);
  });

  it('is nothing when the focus is on <body>', () => {
    expect(openerOf(document.body)).toBeNull();
    expect(openerOf(null)).toBeNull();
  });
});
