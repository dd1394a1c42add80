import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n, resources } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { ZoneMap } from './ZoneMap';

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
});
