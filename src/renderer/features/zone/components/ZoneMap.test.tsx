import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n, resources } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { ZoneMap } from './ZoneMap';
import { ShopCounts } from './ShopCounts';
import { ShoplessNote } from './ShoplessNote';
import type { ShopInZone } from '../zone-logic';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

const en = resources.en.translation;
const hu = resources.hu.translation as unknown as typeof en;

const centre = { latitude: 47.49, longitude: 19.04 };
const showMap = (withMarker: boolean) =>
  render(
    <Provider store={createStore()}>
      <ZoneMap initialCentre={centre} marker={withMarker ? centre : null} radiusM={1000} shops={[]} retailers={[]} onPlace={() => {}} onMap={() => {}} />
    </Provider>,
  );

describe('zone map', () => {
  it("the zone marker's tooltip follows a language switch", async () => {
    const { container } = showMap(true);
    const marker = () => container.querySelector('.leaflet-marker-icon');
    expect(marker()?.getAttribute('title')).toBe(en.zone.markerTitle);

    await act(() => i18next.changeLanguage('hu'));
    expect(marker()?.getAttribute('title')).toBe(hu.zone.markerTitle);
    expect(marker()?.getAttribute('alt')).toBe(hu.zone.markerTitle);
  });

  it('credits OpenStreetMap in the language shown, with its copyright link', async () => {
    const { container } = showMap(false);
    const credit = () => container.querySelector('.leaflet-control-attribution')!;
    expect(credit().textContent).toContain('© OpenStreetMap contributors');
    await act(() => i18next.changeLanguage('hu'));
    expect(credit().textContent).toContain('© OpenStreetMap-közreműködők');
    expect(credit().textContent).not.toContain('contributors');
    expect(credit().querySelector('a[href="https://www.openstreetmap.org/copyright"]')?.textContent).toBe('OpenStreetMap');
  });

  const lidl = { id: 4, name: 'Lidl', slug: 'lidl', photo: null, color: '#0050aa' };
  const modelled: ShopInZone = { id: 7, retailer_id: 4, latitude: 47.49, longitude: 19.04, address: '1172 Budapest, Naplás út környéke', source: 'synthetic', distance_m: 300 };
  const real: ShopInZone = { id: 8, retailer_id: 4, latitude: 47.491, longitude: 19.041, address: '1106 Budapest, Kerepesi út 73', source: 'arfigyelo', distance_m: 400 };
  const near = 'Estimated location near Naplás út, 1172\u00a0Budapest';

  it('puts no marker on a modelled shop (no place to go); a real shop\'s marker and popup give its address', async () => {
    const { container } = render(
      <Provider store={createStore()}>
        <ZoneMap initialCentre={centre} marker={centre} radiusM={1000} shops={[modelled, real]} retailers={[lidl]} onPlace={() => {}} onMap={() => {}} />
      </Provider>,
    );
    const markers = [...container.querySelectorAll<HTMLElement>('.zone-shop-icon')];
    expect(markers.map((m) => m.getAttribute('title'))).toEqual(['Lidl, 1106\u00a0Budapest, Kerepesi út\u00a073']);
    fireEvent.click(markers[0]!);
    const popup = await waitFor(() => {
      const p = container.querySelector('.leaflet-popup-content');
      expect(p).not.toBeNull();
      return p!;
    });
    expect(popup.textContent).toBe('Lidl1106\u00a0Budapest, Kerepesi út\u00a073');
    expect(container.textContent).not.toContain('Naplás');
  });

  it('says which chains have no real shop, so are on no map and in no route, in both languages', async () => {
    const dm = { id: 5, name: 'dm', slug: 'dm', photo: null, color: '#d00' };
    const rossmann = { id: 6, name: 'Rossmann', slug: 'rossmann', photo: null, color: '#c00' };
    const { container } = render(<ShoplessNote retailers={[lidl, dm, rossmann]} shops={[modelled, { ...real, retailer_id: 5 }]} />);
    const note = () => container.querySelector('[data-testid="shopless-note"]')!;
    expect(note().getAttribute('data-retailers')).toBe('lidl rossmann');
    expect(note().textContent).toBe(
      'No known shop locations for Lidl and Rossmann: not on the map or in routes (their prices still show). A price update brings the shops of every chain Árfigyelő covers.',
    );
    await act(() => i18next.changeLanguage('hu'));
    expect(note().textContent).toContain('Lidl és Rossmann');
    await act(() => i18next.changeLanguage('en'));
    const { container: all } = render(<ShoplessNote retailers={[lidl]} shops={[real]} />);
    expect(all.querySelector('[data-testid="shopless-note"]')).toBeNull();
  });

  it("the zone's shop list says the same", () => {
    render(<ShopCounts hasMarker counts={[{ retailer: lidl, count: 2 }]} shops={[modelled, real]} />);
    const items = screen.getAllByRole('listitem').filter((li) => li.closest('.zone-shop-list'));
    expect(items.map((li) => li.firstElementChild!.textContent)).toEqual([near, '1106\u00a0Budapest, Kerepesi út\u00a073']);
  });
});
