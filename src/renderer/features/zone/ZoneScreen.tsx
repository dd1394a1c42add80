import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RULES } from '../../../shared/rules';
import { BackHeader } from '../../components/BackHeader';
import { ErrorState, Skeleton } from '../../components/States';
import { Spinner } from '../../components/Spinner';
import { useFormat } from '../../lib/use-format';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { allOf, useResource } from '../../state/resource';
import { RETAILERS, SHOPS, ZONE } from '../../state/user-data';
import { dismissToastAtom, pushToastAtom, zoneToastAnchorAtom } from '../../state/toasts';
import { errorMessage, message, type Message } from '../../i18n/message';
import {
  countsAtom,
  draftFromAtom,
  markerAtom,
  radiusAtom,
  savingAtom,
  saveZoneAtom,
  selectedRetailersAtom,
  startDraftAtom,
  visibleShopsAtom,
  type ZoneData,
} from './atoms';
import { PlaceSearch } from './components/PlaceSearch';
import { RetailerFilterDialog } from './components/RetailerFilterDialog';
import { ShopCounts } from './components/ShopCounts';
import { ShoplessNote } from './components/ShoplessNote';
import { ZoneMap } from './components/ZoneMap';
import type { Place } from './place-search';
import { refusalMessage, type LatLng } from './zone-logic';

/** /zone (SPEC §2, §5, §9): the marker, the radius and the retailers that every shopping plan may use. */
export function ZoneScreen() {
  const { t } = useTranslation();
  const load = allOf({
    zone: useResource(ZONE),
    shops: useResource(SHOPS, { pick: (d) => d.shops }),
    retailers: useResource(RETAILERS, { pick: (d) => d.retailers }),
  });
  // The draft starts from the zone as loaded when the screen opened; a later reload does not reset it.
  const startDraft = useSetAtom(startDraftAtom);
  const [draftFrom, setDraftFrom] = useAtom(draftFromAtom);
  const ready = load.status === 'ready' ? load.data : null;
  useEffect(() => {
    if (ready && !draftFrom) startDraft(ready);
  }, [ready, draftFrom, startDraft]);
  // Leaving the screen drops the draft: coming back starts from the saved zone again.
  useEffect(() => () => setDraftFrom(null), [setDraftFrom]);

  return (
    <section className="zone">
      <BackHeader title={t('zone.title')} />
      {load.status === 'error' ? (
        <ErrorState code={load.code} onRetry={load.reload} />
      ) : load.status === 'loading' || !draftFrom ? (
        <div className="zone-layout" aria-busy="true">
          <div className="skeleton zone-map-skeleton" />
          <Skeleton rows={4} height={48} />
        </div>
      ) : (
        <ZoneEditor data={load.data} />
      )}
    </section>
  );
}

function ZoneEditor({ data }: { data: ZoneData }) {
  const { t } = useTranslation();
  const { km, lang } = useFormat();
  const navigate = useNavigate();
  const toast = useSetAtom(pushToastAtom);
  const [marker, setMarker] = useAtom(markerAtom);
  const [radius, setRadius] = useAtom(radiusAtom);
  const [selected, setSelected] = useAtom(selectedRetailersAtom);
  const shops = useAtomValue(visibleShopsAtom);
  const counts = useAtomValue(countsAtom);
  const saving = useAtomValue(savingAtom);
  const save = useSetAtom(saveZoneAtom);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const setToastAnchor = useSetAtom(zoneToastAnchorAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  // The refusal shown for the zone as it was: once the user changes the zone it no longer applies, and goes.
  const refusal = useRef<number | null>(null);
  useEffect(() => {
    if (refusal.current === null) return;
    dismiss(refusal.current);
    refusal.current = null;
  }, [marker, radius, selected, dismiss]);
  // An existing zone opens on its own point; a new one on the spec's centre.
  const [initialCentre] = useState<LatLng>(() => marker ?? { latitude: RULES.map.center.lat, longitude: RULES.map.center.lng });

  const place = useCallback((p: LatLng) => setMarker(p), [setMarker]);

  const placeAtMapCentre = () => {
    if (!map) return;
    const c = map.getCenter();
    setMarker({ latitude: c.lat, longitude: c.lng });
  };

  const goTo = (p: Place) => {
    map?.setView([p.latitude, p.longitude], p.kind === 'district' ? RULES.map.zoom : RULES.map.zoom + 2);
    if (!marker) setMarker({ latitude: p.latitude, longitude: p.longitude });
  };

  const onSave = async () => {
    if (saving) return;
    const outcome = await save();
    if (outcome.ok) {
      toast({ kind: 'success', text: message('zone.saved') });
      navigate('/');
      return;
    }
    let text: Message;
    if ('refusal' in outcome) {
      const msg = refusalMessage(outcome.refusal, lang);
      text = 'values' in msg ? message(msg.key, msg.values) : message(msg.key);
    } else {
      text = message('zone.notSaved', { reason: errorMessage(outcome.code) });
    }
    if (refusal.current !== null) dismiss(refusal.current);
    refusal.current = toast({ kind: 'error', text, durationMs: RULES.toast.zoneMs, place: 'zone' });
  };

  const chosen = data.retailers.filter((r) => selected.includes(r.id));
  const layoutRef = useRef<HTMLDivElement>(null);
  const height = useFitHeight(layoutRef);
  return (
    <>
      <p className="zone-intro">{t('zone.intro')}</p>
      <div className="zone-toolbar">
        <PlaceSearch shops={data.shops} onPick={goTo} />
        <button type="button" className="btn" onClick={placeAtMapCentre} disabled={!map}>
          {t('zone.useCentre')}
        </button>
      </div>
      <div className="zone-layout" ref={layoutRef} style={height ? ({ '--zone-h': `${height}px` } as CSSProperties) : undefined}>
        <ZoneMap
          initialCentre={initialCentre}
          marker={marker}
          radiusM={radius}
          shops={shops}
          retailers={data.retailers}
          onPlace={place}
          onMap={setMap}
          toastAnchor={setToastAnchor}
        />
        <aside className="zone-panel" aria-label={t('zone.panelLabel')}>
          <div className="zone-panel-body">
            <div className="zone-radius">
              <label htmlFor="zone-radius">{t('zone.radius')}</label>
              <output htmlFor="zone-radius" className="num" data-testid="zone-radius-value">
                {km(radius)}
              </output>
              <input
                id="zone-radius"
                type="range"
                min={RULES.radius.min}
                max={RULES.radius.max}
                step={RULES.radius.step}
                value={radius}
                aria-valuetext={km(radius)}
                onChange={(e) => setRadius(Number(e.target.value))}
              />
            </div>
            <div className="zone-retailers">
              <button type="button" className="btn btn-block" onClick={() => setFilterOpen(true)}>
                {t('zone.filter')}
              </button>
              <p className="muted zone-retailers-summary">
                {chosen.length === data.retailers.length
                  ? t('zone.allRetailers')
                  : t('zone.someRetailers', { n: chosen.length, total: data.retailers.length })}
              </p>
            </div>
            <ShopCounts hasMarker={!!marker} counts={counts} shops={shops} />
            <ShoplessNote retailers={data.retailers} shops={data.shops} />
          </div>
          <div className="zone-panel-foot">
            <p className="zone-explain muted">{t('zone.explain')}</p>
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={() => void onSave()}
              // Not `disabled` while saving: that would drop the focus to <body>, and a refusal leaves the user here.
              aria-disabled={saving}
              aria-busy={saving}
            >
              {saving ? <Spinner /> : null}
              {t('zone.save')}
            </button>
          </div>
        </aside>
      </div>
      <RetailerFilterDialog
        open={filterOpen}
        onOpenChange={setFilterOpen}
        retailers={data.retailers}
        selected={selected}
        onApply={(ids) => {
          setSelected(ids);
          setFilterOpen(false);
        }}
      />
    </>
  );
}

/** Room for the map between its top and the bottom navigation, so neither it nor its circle runs under the navigation. */
const MIN_MAP_H = 320;
const GAP_ABOVE_NAV = 16;

function useFitHeight(ref: RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const nav = document.querySelector('.bottom-nav')?.getBoundingClientRect().height ?? 0;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_MAP_H, Math.floor(window.innerHeight - top - nav - GAP_ABOVE_NAV)));
    };
    measure();
    // The intro and toolbar above re-wrap with the width and the language.
    const observer = new ResizeObserver(measure);
    observer.observe(el.parentElement ?? el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return height;
}
