import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, CircleMarker, MapContainer, Marker, Polyline, TileLayer } from 'react-leaflet';
import { OSM_LINK, TILE_URL, TileAttribution, useTileState } from '../../../components/map-tiles';
import { kosar } from '../../../lib/bridge';

export interface RouteStopPoint {
  latitude: number;
  longitude: number;
  color: string;
}

interface Props {
  zone: { latitude: number; longitude: number; radiusM: number } | null;
  /** In visiting order. */
  stops: RouteStopPoint[];
  label: string;
}

const numbered = (n: number, color: string) =>
  L.divIcon({
    className: 'sh-route-marker',
    html: `<span style="--chip:${/^#[0-9a-f]{3,8}$/i.test(color) ? color : 'currentColor'}">${n}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });

/**
 * The route on a small static map over the street tiles: zone point, numbered shops in visiting order and the round
 * trip. Offline the tiles cannot come: a note says so (as on the zone map), and the route reads on the plain background.
 */
export function RouteMap({ zone, stops, label }: Props) {
  const { t } = useTranslation();
  const { tiles, events } = useTileState();
  const points = useMemo(() => stops.map((s) => [s.latitude, s.longitude] as [number, number]), [stops]);
  const origin: [number, number] | null = zone ? [zone.latitude, zone.longitude] : null;
  const line = origin ? [origin, ...points, origin] : points;
  const bounds = L.latLngBounds(line.length ? line : [[47.49, 19.04]]);
  if (zone && line.length < 2) bounds.extend(L.latLng(zone.latitude, zone.longitude).toBounds(zone.radiusM * 2));
  return (
    <div className="sh-map" role="group" aria-label={label} onClick={openLinksOutside}>
      {tiles === 'failed' ? (
        <p className="map-note" role="status">
          {t('shopping.detail.tilesOffline')}
        </p>
      ) : null}
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [28, 28] }}
        zoomControl={false}
        dragging={false}
        scrollWheelZoom={false}
        doubleClickZoom={false}
        touchZoom={false}
        boxZoom={false}
        keyboard={false}
        className="sh-map-canvas"
      >
        <TileLayer url={TILE_URL} eventHandlers={events} />
        <TileAttribution html={`&copy; ${t('zone.osmContributors', { osm: OSM_LINK })}`} />
        {zone ? <Circle center={[zone.latitude, zone.longitude]} radius={zone.radiusM} interactive={false} className="sh-map-zone" /> : null}
        <Polyline positions={line} interactive={false} className="sh-map-route" />
        {origin ? <CircleMarker center={origin} radius={7} interactive={false} className="sh-map-origin" /> : null}
        {stops.map((s, i) => (
          <Marker key={i} position={[s.latitude, s.longitude]} icon={numbered(i + 1, s.color)} interactive={false} keyboard={false} />
        ))}
      </MapContainer>
    </div>
  );
}

/** Attribution links open in the browser, not inside the app window. */
function openLinksOutside(e: MouseEvent) {
  const link = (e.target as HTMLElement).closest('a[href^="http"]');
  if (!link) return;
  e.preventDefault();
  void kosar().app.openExternal({ url: (link as HTMLAnchorElement).href });
}
