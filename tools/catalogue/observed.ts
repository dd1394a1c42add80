/**
 * The observed part of the bundled catalogue: the real 25-item basket the price monitor (GVH Árfigyelő) priced at six
 * chains on 2026-09-25 (shared/data/arfigyelo-samples), as observed offers with that date. Products are matched the
 * way the price feed matches them (src/server/feed/apply.ts): one product per real barcode across chains, the chains'
 * own codes and loose goods per chain, under the same canonical keys and product ids the feed uses, so that a later
 * update of prices continues these very rows. Categories come from the feed's reviewed table over the monitor's tree.
 * Each offer's history is its one observed day: nothing modelled is put before it.
 */
import type { BasketRow } from './sources';
import { categoryBySlug, type CategorySlug } from '../../src/server/catalogue/taxonomy';
import { sizeLabel } from './products';
import { dateEn, dateHuOf, keepTogether } from './text';
import { computeSaving } from '../../src/shared/definitions';
import { canonicalKey, FEED_SOURCE } from '../../src/server/feed/apply';
import { flattenTree, placeCategory, type MonitorCategory } from '../../src/server/feed/categories';
import { chainByName, type FeedChain } from '../../src/server/feed/chains';
import { iconOfMonitorKind, type ProductIcon } from '../../src/server/catalogue/product-icons';

/** The credit the monitor's data asks for (arfigyelo-samples/PROVENANCE.md). */
export const OBSERVED_CREDIT = 'Forrás: GVH Árfigyelő';

export interface ObservedCanonical {
  id: number;
  key: string;
  sub: CategorySlug;
  name: string;
  size: number;
  unit: string;
  kindId: number;
  kindName: string;
  /** The picture of its kind (product-icons.ts). */
  icon: ProductIcon;
}

export interface ObservedOffer {
  id: number;
  canonical: ObservedCanonical;
  chain: FeedChain;
  /** The basket item it was bought for ("ESL tej 1,5%"). */
  item: string;
  productId: string;
  name: string;
  descriptionHu: string;
  descriptionEn: string;
  price: number;
  regular: number;
  unitPrice: number;
  saving: number;
  observedOn: string;
  origin: typeof FEED_SOURCE;
}

export interface ObservedCatalogue {
  date: string;
  canonicals: ObservedCanonical[];
  offers: ObservedOffer[];
}

/**
 * Observed canonicals and offers from the basket; ids continue after the modelled ones (`firstCanonicalId`,
 * `firstOfferId`), so the modelled catalogue's ids never move.
 */
export function buildObserved(rows: readonly BasketRow[], tree: ReturnType<typeof flattenTree>, firstCanonicalId: number, firstOfferId: number): ObservedCatalogue {
  const dates = [...new Set(rows.map((r) => r.date))];
  if (dates.length !== 1) throw new Error(`the basket has ${dates.length} data dates, expected one`);
  const date = dates[0];
  const canonicals = new Map<string, ObservedCanonical>();
  const offers: ObservedOffer[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    if (r.priceType !== 'NORMAL') throw new Error(`basket: ${r.productId} at ${r.chain} has price type ${r.priceType}; only normal prices are bundled`);
    const chain = chainByName(r.chain);
    if (!chain) throw new Error(`basket: unknown chain ${r.chain}`);
    const placed = placeCategory(r.leafId, tree);
    if (!placed.slug) throw new Error(`basket: leaf category ${r.leafId} (${r.item}) is not in the reviewed category table`);
    const kind = tree.get(r.leafId) as MonitorCategory;
    const key = canonicalKey({ productId: r.productId, chain });
    if (seen.has(`${key}@${chain.id}`)) throw new Error(`basket: ${r.productId} twice at ${chain.name}`);
    seen.add(`${key}@${chain.id}`);
    let c = canonicals.get(key);
    if (!c) {
      const icon = iconOfMonitorKind(kind.id, kind.parentId);
      if (!icon) throw new Error(`basket: leaf category ${r.leafId} (${kind.name}) has no picture in product-icons.ts`);
      c = { id: firstCanonicalId + canonicals.size, key, sub: placed.slug, name: r.name, size: r.packaging, unit: r.unit, kindId: kind.id, kindName: kind.name, icon };
      canonicals.set(key, c);
    }
    const cat = categoryBySlug(c.sub)!;
    const packHu = keepTogether(sizeLabel(c.size, c.unit, c.sub, 'hu') || '1 db');
    const packEn = keepTogether(sizeLabel(c.size, c.unit, c.sub, 'en') || '1 pc');
    offers.push({
      id: firstOfferId + offers.length,
      canonical: c,
      chain,
      item: r.item,
      productId: r.productId,
      name: r.name,
      descriptionHu: `Megfigyelt bolti ár (${chain.name}): a GVH Árfigyelő ${dateHuOf(date)} adata. Kiszerelés: ${packHu}. Kategória: ${cat.hu.toLowerCase()}.`,
      descriptionEn: `Observed shelf price (${chain.name}) from the GVH Árfigyelő price monitor, ${dateEn(date)}. Pack size: ${packEn}. Category: ${cat.en.toLowerCase()}.`,
      price: Math.round(r.price),
      // The basket holds the monitor's normal prices: a row of another price type would be a promotion.
      regular: Math.round(r.price),
      unitPrice: Math.round(r.unitPrice * 100) / 100,
      saving: 0,
      observedOn: date,
      origin: FEED_SOURCE,
    });
  }
  const byCanon = new Map<number, number[]>();
  for (const o of offers) byCanon.set(o.canonical.id, [...(byCanon.get(o.canonical.id) ?? []), o.price]);
  for (const o of offers) o.saving = computeSaving(o.price, byCanon.get(o.canonical.id)!);
  return { date, canonicals: [...canonicals.values()], offers };
}

export { flattenTree };
