import type L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-leaflet';

/** OpenStreetMap's street tiles, shown under the zone map and the plan's route map. */
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Tiles that neither load nor fail within this time (a network that swallows requests) count as offline. */
const TILE_SILENCE_MS = 8_000;

export type TileState = 'waiting' | 'ok' | 'failed';

/**
 * Whether the street tiles came: 'failed' at once when the computer is offline, when a tile fails before any loaded,
 * or when none answered within 8 s. `events` go on the TileLayer.
 */
export function useTileState(): { tiles: TileState; events: L.LeafletEventHandlerFnMap } {
  const [tiles, setTiles] = useState<TileState>(() => (navigator.onLine ? 'waiting' : 'failed'));
  useEffect(() => {
    if (tiles !== 'waiting') return;
    const timer = setTimeout(() => setTiles('failed'), TILE_SILENCE_MS);
    return () => clearTimeout(timer);
  }, [tiles]);
  const events = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({ tileload: () => setTiles('ok'), tileerror: () => setTiles((s) => (s === 'ok' ? s : 'failed')) }),
    [],
  );
  return { tiles, events };
}

/** The tiles' notice in the language shown: a tile layer's own attribution is read once, when it is added. */
export function TileAttribution({ html }: { html: string }) {
  const map = useMap();
  useEffect(() => {
    const control = map.attributionControl;
    control?.addAttribution(html);
    return () => void control?.removeAttribution(html);
  }, [map, html]);
  return null;
}
