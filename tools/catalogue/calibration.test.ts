import { describe, expect, it } from 'vitest';
import { buildModel } from './build';
import { defaultDataDir } from './sources';
import { BASKET_TO_CATALOGUE, calibrationWeek, kindOfType, variantPriceFactor, type MatchedRow } from './calibration';
import type { Offer } from './products';
import { KSH_LATEST_MONTH, NEWS_KSH } from './news';

/**
 * A basket row's unit price as a price of the catalogue variant it is matched with: the basket's S eggs stand for the
 * catalogue's M eggs one size class dearer (BASKET_TO_CATALOGUE's observedAt); every other row as observed.
 */
const observedUnit = (m: MatchedRow) => m.row.unitPrice / (BASKET_TO_CATALOGUE[m.row.item].observedAt ?? 1);

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
    out.push({ m, observed: observedUnit(m), modelled: o.regulars[week] / m.canonical.size });
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
/**
 * No regular price of a basket kind lies below the kind's cheapest observed unit price (this share of it: all of it).
 * The basket holds each chain's cheapest product of the item, so no other product of the kind sells below the cheapest
 * of them as its regular price; a dearer variant (L or free-range eggs against M, vine against round tomatoes, basmati
 * against long-grain rice) not below that price times the variant's price factor.
 */
const REGULAR_FLOOR = 1;
/**
 * A promotion takes a product at most 15% below that floor. Why 15%: the real promotions the model's shapes come from
 * (heissepreise histories, 9,759 promotion weeks) take a median 11.8% off (dairy 11.2%), a quarter of them 20% or more; a
 * typical promotion on the kind's cheapest product lands about 12% under it, and the cheapest own-brand products are the
 * ones least often cut deeply, so 15% admits every usual promotion of the cheapest product and no deeper cut below it.
 */
const SHELF_FLOOR = 0.85;

const median = (a: readonly number[]) => {
  const s = [...a].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Every basket kind (the matched products' kinds: milk covers ESL, UHT and fresh milk, dry pasta durum and four-egg)
 * against the observed basket: per chain, the median regular unit price in the basket's week of the kind's standard
 * products (not organic, variants priced like the one observed there) against the chain's observed unit price; and
 * every product of the kind at every chain, organic and premium variants too, against the kind's cheapest observed unit
 * price (times the product's variant factor against the observed variant's), in the basket's week and in the
 * catalogue's last week (the price the app shows). In the last week the floor has moved along the product's own
 * national path since the basket's week (the KSH series: apples and lemons get cheaper into the autumn, tomatoes and
 * peppers dearer; everything else rises by the model's 0.35% a month).
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
      const observed = median(own.map(observedUnit));
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
    // The cheapest observed price per unit of variant factor: a product's floor is this times its own variant factor.
    const cheapest = Math.min(...rows.map((r) => observedUnit(r) / variantPriceFactor(r.canonical)));
    for (const o of offers) {
      const floorThen = cheapest * variantPriceFactor(o.canonical);
      const floorNow = (floorThen * o.canonical.target[last]) / o.canonical.target[week];
      const unit = (p: number) => p / o.canonical.size;
      const at = `${kind}: ${o.nameEn} @ ${o.retailer.slug}`;
      const low = (what: string, p: number, floor: number, share: number) => {
        if (unit(p) < share * floor - 1e-9) belowFloor.push(`${at}: ${what} ${Math.round(unit(p) * 10) / 10} per unit, floor ${Math.round(share * floor * 10) / 10}`);
      };
      low('regular in the basket week', o.regulars[week], floorThen, REGULAR_FLOOR);
      low('shelf price in the basket week', o.prices[week], floorThen, SHELF_FLOOR);
      low('regular now', o.regulars[last], floorNow, REGULAR_FLOOR);
      low('shelf price now', o.prices[last], floorNow, SHELF_FLOOR);
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

  it(`prices no product of a basket kind below the kind's cheapest observed unit price (regular), nor more than ${Math.round((1 - SHELF_FLOOR) * 100)}% below it (on promotion), dearer variants in proportion`, () => {
    console.log(`below the floors: ${kinds.belowFloor.length}\n${kinds.belowFloor.slice(0, 20).join('\n')}`);
    expect(kinds.belowFloor).toEqual([]);
  });
});

/**
 * The news posts quote KSH's national average prices (NEWS_KSH): a reader who has just read that ten eggs cost 954 Ft on
 * average must not find the model selling six for 219 Ft. No modelled regular unit price of a kind the posts quote lies
 * more than KSH_SHORTFALL below the latest average they quote (December 2025), and no promotion more than the same 15%
 * as above further below. Why 45%: KSH averages every shop and brand, so the chains' cheapest products sit below it, and
 * the basket says how far: its cheapest regular unit prices of the quoted kinds sit 10% (sunflower oil), 20% (sugar),
 * 21% (flour) and 34% (milk, 265 Ft/l against UHT milk's 399) below, and eggs furthest, 44% (S eggs at 47.6 Ft, taken as
 * M eggs at 53.3 Ft, against 95.4 Ft). A modelled price further below than the cheapest real one of any quoted kind is
 * not credible; bread and coffee, which the basket does not price, have no other guard. Tomatoes are left out: their post
 * quotes the average of each calendar month, which swings by half over the year, not one average to measure against
 * (the basket floors above hold them to the observed round tomatoes along their seasonal path).
 */
const KSH_SHORTFALL = 0.45;

function checkKsh(m: ReturnType<typeof buildModel>) {
  const week = calibrationWeek();
  const last = m.offers[0].prices.length - 1;
  const codes: number[] = Object.entries(NEWS_KSH).filter(([k]) => k !== 'tomatoes').map(([, c]) => c);
  // Each quoted series per unit of its product type (eggs: one egg, coffee: a kilo), the kinds' lowest where a kind has two (milk).
  const reference = new Map<string, number>();
  for (const code of codes) {
    const type = m.canonicals.find((c) => c.type.ksh === code)?.type;
    if (!type) throw new Error(`KSH ${code}: no catalogue product type`);
    const v = m.ksh.monthly.get(code)!.get(KSH_LATEST_MONTH)! / (type.kshPer ?? 1);
    const kind = kindOfType(type.key);
    reference.set(kind, Math.min(reference.get(kind) ?? Infinity, v));
  }
  const lines: string[] = [];
  const below: string[] = [];
  for (const [kind, ksh] of reference) {
    const offers = m.offers.filter((o) => kindOfType(o.canonical.type.key) === kind);
    let lowest = Infinity;
    for (const o of offers) {
      const at = `${kind}: ${o.nameEn} @ ${o.retailer.slug}`;
      for (const [what, p, share] of [
        ['regular in the basket week', o.regulars[week], 1 - KSH_SHORTFALL],
        ['regular now', o.regulars[last], 1 - KSH_SHORTFALL],
        ['shelf price in the basket week', o.prices[week], (1 - KSH_SHORTFALL) * SHELF_FLOOR],
        ['shelf price now', o.prices[last], (1 - KSH_SHORTFALL) * SHELF_FLOOR],
      ] as const) {
        const unit = p / o.canonical.size;
        lowest = Math.min(lowest, unit / ksh);
        if (unit < share * ksh - 1e-9) below.push(`${at}: ${what} ${Math.round(unit * 10) / 10} per unit, ${Math.round((1 - unit / ksh) * 100)}% below KSH ${Math.round(ksh * 10) / 10}`);
      }
    }
    lines.push(`${kind}: KSH ${Math.round(ksh * 10) / 10}, lowest modelled ${Math.round((1 - lowest) * 100)}% below`);
  }
  return { kinds: reference.size, lines, below };
}

describe('the modelled products of the kinds the news quotes KSH averages for', () => {
  const ksh = checkKsh(model);

  it(`prices none more than ${KSH_SHORTFALL * 100}% below the KSH average (regular), nor a promotion more than ${Math.round((1 - (1 - KSH_SHORTFALL) * SHELF_FLOOR) * 100)}% below it`, () => {
    console.log(ksh.lines.join('\n'));
    console.log(`below: ${ksh.below.length}\n${ksh.below.slice(0, 20).join('\n')}`);
    expect(ksh.kinds).toBe(7);
    expect(ksh.below).toEqual([]);
  });
});
