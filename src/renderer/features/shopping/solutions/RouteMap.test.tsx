import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../i18n';
import { RouteMap } from './RouteMap';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18next.changeLanguage('en'));
});

const zone = { latitude: 47.4979, longitude: 19.0402, radiusM: 2500 };
const stops = [
  { latitude: 47.5, longitude: 19.05, color: '#00A3E0' },
  { latitude: 47.49, longitude: 19.03, color: '#0050AA' },
];

describe('route map', () => {
  it('says so when the street map cannot load (offline), as the zone map does, in the language shown', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<RouteMap zone={zone} stops={stops} label="Map of the route" />);
    expect(screen.getByRole('status').textContent).toBe('Offline: no street map, but the route and its numbered shops still show.');
    await act(() => i18next.changeLanguage('hu'));
    expect(screen.getByRole('status').textContent).toBe(
      'Nincs internetkapcsolat: az utcatérkép nem töltődik be, de az útvonal és a számozott boltok így is látszanak.',
    );
  });

  it('shows the street tiles, credited to OpenStreetMap, and no note while they may still come', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { container } = render(<RouteMap zone={zone} stops={stops} label="Map of the route" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.leaflet-tile-pane')).not.toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('© OpenStreetMap contributors');
    expect(screen.getByRole('group', { name: 'Map of the route' })).toBeTruthy();
  });
});
