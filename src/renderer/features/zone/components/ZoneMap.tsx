import { ShopAddress, shopAddressText } from '../../../components/ShopAddress';
import { OSM_LINK, TILE_URL, TileAttribution, useTileState } from '../../../components/map-tiles';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import L, { type LeafletMouseEvent, type Map as LeafletMap } from 'leaflet';
// Extends the Leaflet above with L.markerClusterGroup (it reads the global L that Leaflet sets).
import 'leaflet.markercluster';
import type { TFunction } from 'i18next';
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import type { Retailer } from '../../../../shared/api';
import { RULES } from '../../../../shared/rules';
import { kosar } from '../../../lib/bridge';
import { useLanguage } from '../../../lib/use-format';
import { CLUSTER_THRESHOLD, isPlaceToGo, type LatLng, type ShopInZone } from '../zone-logic';

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
      <ShopAddress address={shop.address} source={shop.source} />
    </Popup>
  );
}

/** Icons for a street-level view, each with its retailer's colour and letter and its own popup. */
const ShopLayer = memo(function ShopLayer({ shops, retailers }: { shops: ShopInZone[]; retailers: Retailer[] }) {
  const { t } = useTranslation();
  const byId = useMemo(() => new Map(retailers.map((r) => [r.id, r])), [retailers]);
  const icons = useMemo(() => new Map(retailers.map((r) => [r.id, retailerIcon(r)])), [retailers]);
  return shops.map((s) => {
    const r = byId.get(s.retailer_id);
    return (
      <Marker
        key={s.id}
        position={[s.latitude, s.longitude]}
        icon={icons.get(s.retailer_id)!}
        // The side list carries the same information for keyboard users; a hundred tab stops would bury the Save button.
        keyboard={false}
        title={r ? `${r.name}, ${shopAddressText(s.address, s.source, t)}` : shopAddressText(s.address, s.source, t)}
      >
        <ShopPopup shop={s} retailer={r} />
      </Marker>
    );
  });
});

/** A cluster's marker: a ring in the colours of the retailers inside, in proportion, around the number of shops. */
function clusterIcon(cluster: L.MarkerCluster, byId: Map<number, Retailer>, t: TFunction): L.DivIcon {
  const counts = new Map<number, number>();
  for (const m of cluster.getAllChildMarkers()) {
    const id = (m.options as { retailerId?: number }).retailerId ?? -1;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const total = cluster.getChildCount();
  const parts = [...counts].sort((a, b) => b[1] - a[1]);
  let at = 0;
  const stops = parts.map(([id, n]) => {
    const from = (at / total) * 100;
    at += n;
    return `${escapeHtml(byId.get(id)?.color ?? '#777777')} ${from.toFixed(2)}% ${((at / total) * 100).toFixed(2)}%`;
  });
  const list = parts.map(([id, n]) => `${byId.get(id)?.name ?? '?'} ${n}`).join(', ');
  const label = t('zone.clusterLabel', { count: total, list });
  const size = total < 10 ? 32 : total < 100 ? 38 : 44;
  return new ClusterIcon({
    className: 'zone-cluster-icon',
    html: `<span class="zone-cluster" style="background:conic-gradient(${stops.join(',')})"><span class="zone-cluster-count">${total}</span></span>`,
    iconSize: [size, size],
    label,
  });
}

/** A DivIcon that names itself: the cluster marker is a button (Enter zooms in), so it needs a name for screen readers. */
const ClusterIcon = L.DivIcon.extend({
  createIcon(this: L.DivIcon & { options: { label: string } }, old?: HTMLElement) {
    const el = L.DivIcon.prototype.createIcon.call(this, old);
    el.setAttribute('aria-label', this.options.label);
    el.title = this.options.label;
    return el;
  },
}) as unknown as new (options: L.DivIconOptions & { label: string }) => L.DivIcon;

/**
 * Hundreds of shops (a 25 km zone): grouped by leaflet.markercluster into numbered rings in the retailers' colours,
 * splitting into the lettered icons as the user zooms in. Built imperatively: one batch add instead of a React
 * component per shop.
 */
const ClusterLayer = memo(function ClusterLayer({ shops, retailers }: { shops: ShopInZone[]; retailers: Retailer[] }) {
  const map = useMap();
  const { t } = useTranslation();
  const byId = useMemo(() => new Map(retailers.map((r) => [r.id, r])), [retailers]);
  const icons = useMemo(() => new Map(retailers.map((r) => [r.id, retailerIcon(r)])), [retailers]);
  useEffect(() => {
    const group = L.markerClusterGroup({
      chunkedLoading: true,
      showCoverageOnHover: false,
      maxClusterRadius: 48,
      spiderfyOnMaxZoom: true,
      iconCreateFunction: (cluster) => clusterIcon(cluster, byId, t),
    });
    group.addLayers(
      shops.map((s) => {
        const r = byId.get(s.retailer_id);
        const marker = L.marker([s.latitude, s.longitude], {
          icon: icons.get(s.retailer_id),
          keyboard: false,
          title: r ? `${r.name}, ${shopAddressText(s.address, s.source, t)}` : shopAddressText(s.address, s.source, t),
          retailerId: s.retailer_id,
        } as L.MarkerOptions);
        return marker.bindPopup(() => popupContent(s, r, t));
      }),
    );
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, shops, byId, icons, t]);
  return null;
});

/** The same popup as ShopPopup, as DOM for the imperatively made markers (text only, never HTML from data). */
function popupContent(shop: ShopInZone, retailer: Retailer | undefined, t: TFunction): HTMLElement {
  const root = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = retailer?.name ?? '';
  const address = document.createElement('span');
  address.className = 'shop-address';
  address.textContent = shopAddressText(shop.address, shop.source, t);
  if (shop.source === 'synthetic') {
    address.classList.add('is-estimate');
    address.dataset.testid = 'shop-source';
    address.dataset.kind = 'estimate';
    address.title = t('shop.estimatedExplained');
  }
  root.append(name, document.createElement('br'), address);
  return root;
}

/**
 * Keeps the whole circle in view: after the point or the radius changes (once the slider rests), the map fits the
 * circle, zooming out for a big zone and in again, up to street level, for a small one.
 */
function FitToCircle({ marker, radiusM }: { marker: LatLng | null; radiusM: number }) {
  const map = useMap();
  useEffect(() => {
    if (!marker || radiusM <= 0) return;
    const timer = setTimeout(() => {
      const bounds = L.latLng(marker.latitude, marker.longitude).toBounds(radiusM * 2);
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: FIT_MAX_ZOOM });
    }, FIT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [map, marker, radiusM]);
  return null;
}

/** Street level: a 10 m circle does not zoom the map to its last level. */
const FIT_MAX_ZOOM = 16;
/** The slider moves 1 m a step: the map follows once it rests. */
const FIT_AFTER_MS = 250;

interface Props {
  initialCentre: LatLng;
  marker: LatLng | null;
  radiusM: number;
  shops: ShopInZone[];
  retailers: Retailer[];
  onPlace(p: LatLng): void;
  onMap(map: LeafletMap | null): void;
  /** Receives the element the zone's error toasts show in (top centre of the map). */
  toastAnchor?(el: HTMLDivElement | null): void;
}

export function ZoneMap({ initialCentre, marker, radiusM, shops, retailers, onPlace, onMap, toastAnchor }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { tiles, events: tileEvents } = useTileState();
  // Markers only for real shops: a modelled point is no place to go.
  const deferredShops = useDeferredValue(useMemo(() => shops.filter(isPlaceToGo), [shops]));
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

  const mode = deferredShops.length > CLUSTER_THRESHOLD ? 'clusters' : 'icons';
  return (
    <div
      className="zone-map-frame"
      data-testid="zone-map"
      data-render-mode={mode}
      data-shop-markers={marker ? deferredShops.length : 0}
      onClick={openLinksOutside}
    >
      {tiles === 'failed' ? (
        <p className="map-note" role="status">
          {t('zone.tilesOffline')}
        </p>
      ) : null}
      {/* SPEC §5: the zone's error toasts at the top centre: over the top of the map, below any note about it. */}
      <div className="zone-toasts-slot">
        <div className="zone-toasts" aria-live="polite" ref={toastAnchor} />
      </div>
      <MapContainer
        ref={setMap}
        className="zone-map"
        center={[initialCentre.latitude, initialCentre.longitude]}
        zoom={RULES.map.zoom}
        // Quarter steps let a fitted circle fill the map instead of falling back a whole zoom level.
        zoomSnap={0.25}
        zoomControl={false}
        keyboard
      >
        <ZoomControl key={lang} position="topleft" zoomInTitle={t('zone.zoomIn')} zoomOutTitle={t('zone.zoomOut')} />
        <TileLayer url={TILE_URL} eventHandlers={tileEvents} />
        <TileAttribution html={`&copy; ${t('zone.osmContributors', { osm: OSM_LINK })}`} />
        <ClickToPlace onPlace={onPlace} />
        <FitToCircle marker={marker} radiusM={radiusM} />
        {marker ? (
          <>
            <Circle center={[marker.latitude, marker.longitude]} radius={radiusM} interactive={false} className="zone-circle" />
            {mode === 'clusters' ? (
              <ClusterLayer shops={deferredShops} retailers={retailers} />
            ) : (
              <ShopLayer shops={deferredShops} retailers={retailers} />
            )}
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
