import type { PlanVersion } from './api/plans';
import { formatDate, formatDateTime, formatFt, formatKm } from './format';
import type { Language } from './rules';

type Store = PlanVersion['retailers'][number];

/** A plan's stores in the order its route visits them; a store the route does not name goes last. */
export function storesInVisitingOrder(version: Pick<PlanVersion, 'retailers' | 'route'>): Store[] {
  const order = (version.route?.stops ?? []).map((s) => s.shop_id);
  const rank = (r: Store) => {
    const at = order.indexOf(r.shop[0]?.id ?? -1);
    return at < 0 ? order.length : at;
  };
  return [...version.retailers].sort((a, b) => rank(a) - rank(b));
}

/** A modelled shop's address as the catalogue writes it: "1172 Budapest, Naplás út környéke". */
const AROUND = /^(\d{4}\s+[^,]+),\s*(.+?)\s+környéke$/u;

const TEXT = {
  en: {
    title: (name: string) => `Kosár shopping plan: ${name}`,
    made: (date: string) => `Plan made on ${date}`,
    observed: (date: string) => `Prices observed by Árfigyelő; price data of ${date}`,
    estimated: (date: string) => `Estimated prices (modelled, not observed in a shop), for ${date}`,
    mixed: (observed: number, estimated: number, date: string) =>
      `${observed} prices observed by Árfigyelő, ${estimated} estimated; price data of ${date}`,
    near: (street: string, place: string) => `estimated location near ${street}, ${place}`,
    nearUnknown: (address: string) => `estimated location: ${address}`,
    subtotal: 'Subtotal',
    goods: 'Goods total',
    trip: (km: string, cost: string) => `Trip: ${km}, ${cost}`,
    goodsAndTrip: 'Goods + trip',
    missing: 'Not available at these shops',
  },
  hu: {
    title: (name: string) => `Kosár bevásárlási terv: ${name}`,
    made: (date: string) => `A terv készült: ${date}`,
    observed: (date: string) => `Az Árfigyelő által rögzített árak; az áradatok napja: ${date}`,
    estimated: (date: string) => `Becsült árak (nem a boltban rögzítettek), ${date} napra`,
    mixed: (observed: number, estimated: number, date: string) =>
      `${observed} ár az Árfigyelőtől, ${estimated} becsült; az áradatok napja: ${date}`,
    near: (street: string, place: string) => `${place}, ${street} közelében (becsült hely)`,
    nearUnknown: (address: string) => `${address} (becsült hely)`,
    subtotal: 'Részösszeg',
    goods: 'Áruk összesen',
    trip: (km: string, cost: string) => `Út: ${km}, ${cost}`,
    goodsAndTrip: 'Áruk + út',
    missing: 'Ezekben a boltokban nem kapható',
  },
} as const;

/** The planner's rounding: unit price times quantity, rounded half up once per line. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return Math.floor(unitPrice * quantity + 0.5 + 1e-9);
}

/**
 * A plan's checklist as plain text, for the e-mail and the QR code: the list's name, when the plan was made, where its
 * prices come from and their data date, each store in visiting order with its address, items, quantities and prices
 * and its subtotal, then the totals and the trip. `compact` (the QR code) leaves out the tick boxes, line totals and
 * the time of day, and writes plain spaces, so more fits in a code a phone reads.
 */
export function planText(version: PlanVersion, lang: Language, opts: { compact?: boolean } = {}): string {
  const t = TEXT[lang];
  const compact = opts.compact === true;
  const ft = (v: number) => formatFt(v, lang);
  const address = (a: string, source: string | undefined) => {
    if (source !== 'synthetic') return a;
    const m = AROUND.exec(a.trim());
    return m ? t.near(m[2]!, m[1]!) : t.nearUnknown(a);
  };
  const stores = storesInVisitingOrder(version);
  const products = stores.flatMap((r) => r.products);
  const observed = products.filter((p) => p.price_source.kind === 'observed').length;
  const dates = products.map((p) => p.price_source.date).filter((d): d is string => !!d).sort();
  const dataDate = dates.length ? formatDate(dates.at(-1)!, lang) : '';
  const lines = [
    t.title(version.name),
    t.made(compact ? formatDate(version.created, lang) : formatDateTime(version.created, lang)),
    observed === products.length ? t.observed(dataDate) : observed === 0 ? t.estimated(dataDate) : t.mixed(observed, products.length - observed, dataDate),
  ];
  stores.forEach((r, i) => {
    const shop = r.shop[0];
    lines.push('', `${i + 1}. ${r.name}${shop ? `, ${address(shop.address, shop.source)}` : ''}`);
    for (const p of r.products) {
      lines.push(
        compact ? `- ${p.name} × ${p.quantity}: ${ft(p.price)}` : `[ ] ${p.name} × ${p.quantity}: ${ft(p.price)} = ${ft(lineTotal(p.price, p.quantity))}`,
      );
    }
    lines.push(`${t.subtotal}: ${ft(r.products.reduce((s, p) => s + lineTotal(p.price, p.quantity), 0))}`);
  });
  lines.push('', `${t.goods}: ${ft(version.total)}`);
  if (version.route) {
    lines.push(t.trip(formatKm(version.route.km * 1000, lang), ft(version.route.travel_cost)));
    lines.push(`${t.goodsAndTrip}: ${ft(version.total + version.route.travel_cost)}`);
  }
  if (version.missing?.length) lines.push(`${t.missing}: ${version.missing.map((m) => `${m.name} × ${m.quantity}`).join(', ')}`);
  const text = lines.join('\n');
  return compact ? text.replace(/[\u00a0\u202f]/g, ' ') : text;
}
