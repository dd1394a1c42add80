import { describe, expect, it } from 'vitest';
import { buildModel } from './build';
import { defaultDataDir } from './sources';
import { calibrationWeek, kindOfType, variantPriceFactor, type MatchedRow } from './calibration';
import type { Offer } from './products';

/** The modelled price must lie within this share of the observed one. */
const TOLERANCE = 0.15;
/** Observed prices closer than this are a tie: no order of cheapness to agree with. */
const TIE = 0.03;
/** An item's chains are in order when the model orders at least this share of its (untied) chain pairs as observed. */
const PAIRS_IN_ORDER = 2 / 3;
/** "Most items": at least this share of the items with an order are in order. */
const MIN_ITEMS_IN_ORDER = 0.6;

interface Compared {
  m: MatchedRow;
  observed: number;
  modelled: number;
}

/** Each basket row the catalogue can match (the reviewed table, and an offer of that product at that chain). */
function compare(model: ReturnType<typeof buildModel>): Compared[] {
  const week = calibrationWeek();
  const offerAt = new Map<string, Offer>();
  for (const o of model.offers) offerAt.set(`${o.canonical.id}@${o.retailer.slug}`, o);
  const out: Compared[] = [];
  for (const m of model.matches) {
    const o = offerAt.get(`${m.canonical.id}@${m.chain}`);
    if (!o) continue;
    // The regular shelf price in the basket's week (the basket holds the monitor's normal prices), per unit.
    out.push({ m, observed: m.row.unitPrice, modelled: o.regulars[week] / m.canonical.size });
  }
  return out;
}

function check(rows: Compared[]) {
  const off = rows.filter((r) => Math.abs(r.modelled / r.observed - 1) > TOLERANCE);
  const worst = Math.max(...rows.map((r) => Math.abs(r.modelled / r.observed - 1)));
  const byItem = new Map<string, Compared[]>();
  for (const r of rows) byItem.set(r.m.row.item, [...(byItem.get(r.m.row.item) ?? []), r]);
  let items = 0;
  let inOrder = 0;
  let pairs = 0;
  let agreeing = 0;
  for (const rs of byItem.values()) {
    let p = 0;
    let a = 0;
    for (let i = 0; i < rs.length; i++)
      for (let j = i + 1; j < rs.length; j++) {
        const o = rs[i].observed / rs[j].observed;
        if (Math.abs(o - 1) < TIE) continue;
        p++;
        if (o > 1 === rs[i].modelled > rs[j].modelled) a++;
      }
    if (!p) continue;
    items++;
    pairs += p;
    agreeing += a;
    if (a / p >= PAIRS_IN_ORDER) inOrder++;
  }
  const fmt = (r: Compared) => `${r.m.row.item} @ ${r.m.chain}: modelled ${Math.round(r.modelled)} vs observed ${Math.round(r.observed)}`;
  return { rows: rows.length, worst, off: off.map(fmt), items, inOrder, pairShare: agreeing / pairs };
}

const model = buildModel(defaultDataDir());
const calibrated = check(compare(model));

describe('the modelled fallback against the observed Árfigyelő basket of 2026-09-25', () => {
  it('matches most of the basket to catalogue products', () => {
    expect(calibrated.rows).toBeGreaterThanOrEqual(100);
  });

  it(`models every matched price within ${TOLERANCE * 100}% of the observed one`, () => {
    console.log(`basket rows compared: ${calibrated.rows}; largest deviation: ${Math.round(calibrated.worst * 1000) / 10}%`);
    expect(calibrated.off).toEqual([]);
  });

  it(`orders the chains by cheapness as observed on at least ${MIN_ITEMS_IN_ORDER * 100}% of the items`, () => {
    console.log(`items with an order: ${calibrated.items}, in order: ${calibrated.inOrder}; chain pairs agreeing: ${Math.round(calibrated.pairShare * 100)}%`);
    expect(calibrated.inOrder / calibrated.items).toBeGreaterThanOrEqual(MIN_ITEMS_IN_ORDER);
  });

  it('rejects the model without the basket calibration (the check can fail)', () => {
    const old = check(compare(buildModel(defaultDataDir(), { calibrated: false })));
    console.log(`uncalibrated: ${old.off.length} of ${old.rows} rows off by more than ${TOLERANCE * 100}%, items in order ${old.inOrder}/${old.items}`);
    expect(old.off.length).toBeGreaterThan(old.rows / 2);
    expect(old.inOrder / old.items).toBeLessThan(MIN_ITEMS_IN_ORDER);
  });
});

/** A chain's typical (median) modelled unit price of a basket kind must lie within this share of its observed one. */
const KIND_TOLERANCE = 0.25;
/**
 * The kind's standard products at a chain: variants priced less than this factor apart from the variant the basket saw
 * there (L eggs beside M, round beside vine tomatoes at most chains; not Roma beside round tomatoes, Pink Lady beside
 * Idared apples or basmati beside long-grain rice, which are dearer by design and only held to the floors).
 */
const STANDARD_BAND = 1.15;
/** No product of a basket kind has a regular price below this share of the kind's cheapest observed unit price... */
const REGULAR_FLOOR = 0.8;
/** ...nor a shelf price (promotions included) below this share of it. */
const SHELF_FLOOR = 0.7;

const median = (a: readonly number[]) => {
  const s = [...a].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Every basket kind (the matched products' kinds: milk covers ESL, UHT and fresh milk, dry pasta durum and four-egg)
 * against the observed basket: per chain, the median regular unit price in the basket's week of the kind's standard
 * products (not organic, variants priced like the one observed there) against the chain's observed unit price; and
 * every product of the kind at every chain, organic and premium variants too, against the cheapest observed unit price,
 * in the basket's week and in the catalogue's last week (the price the app shows).
 */
function checkKinds(m: ReturnType<typeof buildModel>) {
  const week = calibrationWeek();
  const last = m.offers[0].prices.length - 1;
  const rowsByKind = new Map<string, MatchedRow[]>();
  for (const r of m.matches) {
    const k = kindOfType(r.canonical.type.key);
    rowsByKind.set(k, [...(rowsByKind.get(k) ?? []), r]);
  }
  const medians: string[] = [];
  const offMedian: string[] = [];
  const belowFloor: string[] = [];
  for (const [kind, rows] of rowsByKind) {
    const offers = m.offers.filter((o) => kindOfType(o.canonical.type.key) === kind);
    const chains = [...new Set(rows.map((r) => r.chain))];
    const line: string[] = [];
    for (const chain of chains) {
      const own = rows.filter((r) => r.chain === chain);
      const observed = median(own.map((r) => r.row.unitPrice));
      const f0 = median(own.map((r) => variantPriceFactor(r.canonical)));
      const units = offers
        .filter((o) => o.retailer.slug === chain && !o.canonical.bio)
        .filter((o) => Math.abs(Math.log(variantPriceFactor(o.canonical) / f0)) < Math.log(STANDARD_BAND) - 1e-9)
        .map((o) => o.regulars[week] / o.canonical.size);
      if (!units.length) continue;
      const dev = median(units) / observed - 1;
      line.push(`${chain} ${Math.round(median(units))}/${Math.round(observed)}`);
      if (Math.abs(dev) > KIND_TOLERANCE) offMedian.push(`${kind} @ ${chain}: median ${Math.round(median(units))} vs observed ${Math.round(observed)} (${Math.round(dev * 100)}%)`);
    }
    medians.push(`${kind}: ${line.join(', ')}`);
    const cheapest = Math.min(...rows.map((r) => r.row.unitPrice));
    for (const o of offers) {
      const unit = (p: number) => p / o.canonical.size;
      const at = `${kind}: ${o.nameHu} @ ${o.retailer.slug}`;
      const low = (what: string, p: number, floor: number) => {
        if (unit(p) < floor * cheapest) belowFloor.push(`${at}: ${what} ${Math.round(unit(p))} per unit, cheapest observed ${Math.round(cheapest)}`);
      };
      low('regular in the basket week', o.regulars[week], REGULAR_FLOOR);
      low('regular now', o.regulars[last], REGULAR_FLOOR);
      low('shelf price now', o.prices[last], SHELF_FLOOR);
    }
  }
  return { kinds: rowsByKind.size, medians, offMedian, belowFloor };
}

describe("the modelled products of the basket's kinds against the observed basket", () => {
  const kinds = checkKinds(model);

  it('covers every basket item', () => {
    console.log(`per-chain median modelled / observed unit price:\n${kinds.medians.join('\n')}`);
    expect(kinds.kinds).toBeGreaterThanOrEqual(23);
  });

  it(`models each chain's median unit price of each kind within ${KIND_TOLERANCE * 100}% of the chain's observed one`, () => {
    expect(kinds.offMedian).toEqual([]);
  });

  it(`prices no product of a basket kind below ${REGULAR_FLOOR * 100}% (regular) or ${SHELF_FLOOR * 100}% (on promotion) of the cheapest observed unit price`, () => {
    expect(kinds.belowFloor).toEqual([]);
  });
});
