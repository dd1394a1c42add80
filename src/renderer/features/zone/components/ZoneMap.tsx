import { ShopSourceNote } from '../../../components/ShopSourceNote';
import 'leaflet/dist/leaflet.css';
import L, { type LeafletMouseEvent, type Map as LeafletMap } from 'leaflet';
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, CircleMarker, MapContainer, Marker, Popup, TileLayer, ZoomControl, useMapEvents } from 'react-leaflet';
import type { Retailer } from '../../../../shared/api';
import { RULES } from '../../../../shared/rules';
import { kosar } from '../../../lib/bridge';
import { useLanguage } from '../../../lib/use-format';
import { CANVAS_THRESHOLD, type LatLng, type ShopInZone } from '../zone-logic';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Tiles that neither load nor fail within this time (a network that swallows requests) count as offline. */
const TILE_SILENCE_MS = 8_000;
const ICON = RULES.markerIconSize;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The retailer's 20x20 marker: a chip in its colour with its initial, drawn once per retailer. */
function retailerIcon(r: Retailer): L.DivIcon {
  return L.divIcon({
    className: 'zone-shop-icon',
    html: `<span style="background:${escapeHtml(r.color)}">${escapeHtml(r.name.slice(0, 1))}</span>`,
    iconSize: [ICON, ICON],
    iconAnchor: [ICON / 2, ICON / 2],
    popupAnchor: [0, -ICON / 2],
  });
}

const originIcon = L.divIcon({
  className: 'zone-origin-icon',
  html: '<svg viewBox="0 0 28 36" aria-hidden="true"><path d="M14 1C7 1 1.5 6.4 1.5 13.2 1.5 22 14 35 14 35s12.5-13 12.5-21.8C26.5 6.4 21 1 14 1z"/><circle cx="14" cy="13" r="4.5"/></svg>',
  iconSize: [28, 36],
  iconAnchor: [14, 35],
});

function ClickToPlace({ onPlace }: { onPlace(p: LatLng): void }) {
  useMapEvents({ click: (e: LeafletMouseEvent) => onPlace({ latitude: e.latlng.lat, longitude: e.latlng.lng }) });
  return null;
}

function ShopPopup({ shop, retailer }: { shop: ShopInZone; retailer: Retailer | undefined }) {
  return (
    <Popup>
      <strong>{retailer?.name}</strong>
      <br />
      {shop.address}
      {shop.source === 'synthetic' ? (
        <>
          <br />
          <ShopSourceNote source={shop.source} />
        </>
      ) : null}
    </Popup>
  );
}

/** Icons for a street-level view; canvas dots once there are so many that DOM markers would make panning stutter. */
const ShopLayer = memo(function ShopLayer({ shops, retailers }: { shops: ShopInZone[]; retailers: Retailer[] }) {
  const byId = useMemo(() => new Map(retailers.map((r) => [r.id, r])), [retailers]);
  const icons = useMemo(() => new Map(retailers.map((r) => [r.id, retailerIcon(r)])), [retailers]);
  const canvas = useMemo(() => L.canvas({ padding: 0.5 }), []);
  if (shops.length > CANVAS_THRESHOLD) {
    return shops.map((s) => (
      <CircleMarker
        key={s.id}
        center={[s.latitude, s.longitude]}
        radius={6}
        renderer={canvas}
        bubblingMouseEvents={false}
        pathOptions={{ color: '#ffffff', weight: 1.5, fillColor: byId.get(s.retailer_id)?.color, fillOpacity: 1 }}
      >
        <ShopPopup shop={s} retailer={byId.get(s.retailer_id)} />
      </CircleMarker>
    ));
  }
  return shops.map((s) => {
    const r = byId.get(s.retailer_id);
    return (
      <Marker
        key={s.id}
        position={[s.latitude, s.longitude]}
        icon={icons.get(s.retailer_id)!}
        // The side list carries the same information for keyboard users; a hundred tab stops would bury the Save button.
        keyboard={false}
        title={r ? `${r.name}, ${s.address}` : s.address}
      >
        <ShopPopup shop={s} retailer={r} />
      </Marker>
    );
  });
});

interface Props {
  initialCentre: LatLng;
  marker: LatLng | null;
  radiusM: number;
  shops: ShopInZone[];
  retailers: Retailer[];
  onPlace(p: LatLng): void;
  onMap(map: LeafletMap | null): void;
}

export function ZoneMap({ initialCentre, marker, radiusM, shops, retailers, onPlace, onMap }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [tiles, setTiles] = useState<'waiting' | 'ok' | 'failed'>(() => (navigator.onLine ? 'waiting' : 'failed'));
  const deferredShops = useDeferredValue(shops);
  const markerRef = useRef<L.Marker>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);

  useEffect(() => {
    onMap(map);
  }, [map, onMap]);

  useEffect(() => {
    // The map stretches with the side panel (and the offline note): Leaflet only notices window resizes by itself.
    const el = map?.getContainer();
    if (!el) return;
    const observer = new ResizeObserver(() => map!.invalidateSize());
    observer.observe(el);
    return () => observer.disconnect();
  }, [map]);

  useEffect(() => {
    // Leaflet's container takes the focus for arrow-key panning: give it a role and a name.
    const el = map?.getContainer();
    el?.setAttribute('role', 'application');
    el?.setAttribute('aria-label', t('zone.mapLabel'));
  }, [map, t]);

  useEffect(() => {
    if (tiles !== 'waiting') return;
    const timer = setTimeout(() => setTiles('failed'), TILE_SILENCE_MS);
    return () => clearTimeout(timer);
  }, [tiles]);

  const tileEvents = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({ tileload: () => setTiles('ok'), tileerror: () => setTiles((s) => (s === 'ok' ? s : 'failed')) }),
    [],
  );
  const markerEvents = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      dragend: () => {
        const p = markerRef.current?.getLatLng();
        if (p) onPlace({ latitude: p.lat, longitude: p.lng });
      },
    }),
    [onPlace],
  );

  // Attribution links open in the browser, not inside the app window.
  const openLinksOutside = (e: MouseEvent) => {
    const link = (e.target as HTMLElement).closest('a[href^="http"]');
    if (!link) return;
    e.preventDefault();
    void kosar().app.openExternal({ url: (link as HTMLAnchorElement).href });
  };

  // Leaflet reads a marker's title and alt once, when the marker is made: follow a language switch by hand.
  const markerTitle = t('zone.markerTitle');
  const hasMarker = marker !== null;
  useEffect(() => {
    const el = markerRef.current?.getElement();
    if (!el) return;
    el.title = markerTitle;
    el.setAttribute('alt', markerTitle);
  }, [markerTitle, hasMarker]);

  const mode = deferredShops.length > CANVAS_THRESHOLD ? 'canvas' : 'icons';
  return (
    <div
      className="zone-map-frame"
      data-testid="zone-map"
      data-render-mode={mode}
      data-shop-markers={marker ? deferredShops.length : 0}
      onClick={openLinksOutside}
    >
      {tiles === 'failed' ? (
        <p className="zone-map-note" role="status">
          {t('zone.tilesOffline')}
        </p>
      ) : null}
      <MapContainer
        ref={setMap}
        className="zone-map"
        center={[initialCentre.latitude, initialCentre.longitude]}
        zoom={RULES.map.zoom}
        zoomControl={false}
        keyboard
      >
        <ZoomControl key={lang} position="topleft" zoomInTitle={t('zone.zoomIn')} zoomOutTitle={t('zone.zoomOut')} />
        <TileLayer url={TILE_URL} attribution={ATTRIBUTION} eventHandlers={tileEvents} />
        <ClickToPlace onPlace={onPlace} />
        {marker ? (
          <>
            <Circle center={[marker.latitude, marker.longitude]} radius={radiusM} interactive={false} className="zone-circle" />
            <ShopLayer shops={deferredShops} retailers={retailers} />
            <Marker
              ref={markerRef}
              position={[marker.latitude, marker.longitude]}
              icon={originIcon}
              draggable
              zIndexOffset={1000}
              title={markerTitle}
              alt={markerTitle}
              eventHandlers={markerEvents}
            />
          </>
        ) : null}
      </MapContainer>
    </div>
  );
}
