/** The seed builder: shared data in, the resources/catalogue file set out. Pure and deterministic. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CZ_BASKET_TO_TYPE, readArfigyeloBasket, readArfigyeloCategories, readCzBasket, readHeissepreise, readKsh, readOsmShops } from './sources';
import { buildObserved, flattenTree, OBSERVED_CREDIT } from './observed';
import { applyTypeFactors, calibrate, matchBasket } from './calibration';
import { buildPriceIndex, buildShapeTemplates, END_WEEK, organicPremium, START_WEEK, STEP_DAYS, templateStats, weekCount } from './prices';
import { buildCanonicals, buildOffers } from './products';
import { buildShops } from './shops';
import { buildNews } from './news';
import { categoryIllustration, placeholder, retailerLogos } from './media';
import { productIllustration } from './product-art';
import { iconOfType, PRODUCT_ICONS, productPhoto } from '../../src/server/catalogue/product-icons';
import { attributionMarkdown } from '../../src/shared/attribution';
import { CATEGORIES, CATEGORY_ID, SEARCH_GROUPS } from '../../src/server/catalogue/taxonomy';
import { RETAILERS } from './retailers';
import { RETAILER_ID } from '../../src/server/repo/retailers';
import { SAVING_DEFINITION, TREND_DEFINITION } from '../../src/shared/definitions';
import {
  CANONICAL_COLUMNS, PRODUCT_COLUMNS, SEED_FILES, SHOP_COLUMNS, encodeDeltas, type CanonicalRow, type ProductRow,
  type SeedCategory, type SeedHistory, type SeedManifest, type SeedRetailer,
} from '../../src/server/catalogue/seed-format';

export const PLACEHOLDER_PHOTO = 'media/placeholder.svg';
export const categoryPhoto = (slug: string) => `media/categories/${slug}.svg`;

/** One row per line: small diffs when the catalogue changes, still compact. */
function tableJson(columns: string[], rows: unknown[][]): string {
  return `{"columns":${JSON.stringify(columns)},"rows":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
}

function listJson(items: unknown[]): string {
  return `[\n${items.map((x) => JSON.stringify(x)).join(',\n')}\n]\n`;
}

export interface BuildResult {
  files: Map<string, string>;
  summary: Record<string, unknown>;
}

/**
 * The modelled catalogue: canonical products and offers with weekly histories, calibrated on the observed Árfigyelő
 * basket (calibration.ts) unless `calibrated` is false (the KSH levels and the hand-set chain table alone).
 */
export function buildModel(dataDir: string, opts: { calibrated?: boolean } = {}) {
  const ksh = readKsh(dataDir);
  const hp = readHeissepreise(dataDir);
  const index = buildPriceIndex(ksh);
  const templates = buildShapeTemplates(hp, weekCount());
  const basketStaples = new Set(readCzBasket(dataDir).map((r) => CZ_BASKET_TO_TYPE[r.genericItem]).filter(Boolean));
  const premium = organicPremium(hp);
  const input = { index, templates, organicPremium: premium, basketStaples };
  const canonicals = buildCanonicals(input);
  const basket = readArfigyeloBasket(dataDir);
  const matches = matchBasket(basket, canonicals);
  const calibration = opts.calibrated === false ? null : calibrate(matches, ksh);
  if (calibration) applyTypeFactors(canonicals, calibration);
  const offers = buildOffers(canonicals, { ...input, calibration });
  return { ksh, basket, matches, calibration, canonicals, offers, organicPremium: premium, templates };
}

export function buildCatalogue(dataDir: string): BuildResult {
  const { ksh, basket, calibration, canonicals, offers, organicPremium: premium, templates } = buildModel(dataDir);
  const observed = buildObserved(basket, flattenTree(readArfigyeloCategories(dataDir)), canonicals.length + 1, offers.length + 1);
  const shops = buildShops(readOsmShops(dataDir));
  const news = buildNews(ksh, offers, END_WEEK, basket);

  const files = new Map<string, string>();
  const categories: SeedCategory[] = CATEGORIES.map((c) => ({
    id: CATEGORY_ID[c.slug],
    slug: c.slug,
    parent_id: c.parent ? CATEGORY_ID[c.parent] : null,
    name_en: c.en,
    name_hu: c.hu,
    search_group: c.group,
    photo: categoryPhoto(c.slug),
  }));
  const retailers: SeedRetailer[] = RETAILERS.map((r) => ({ id: RETAILER_ID[r.slug], slug: r.slug, name: r.name, photo: `media/retailers/${r.slug}.svg`, color: r.color }));
  const canonicalRows: CanonicalRow[] = [
    ...canonicals.map((c): CanonicalRow => [c.id, c.key, CATEGORY_ID[c.sub], c.nameHu, c.nameEn, c.size, c.unit, c.type.hu, c.type.en]),
    // The monitor names its products in Hungarian only, and its leaf category is the product's kind (as the feed writes them).
    ...observed.canonicals.map((c): CanonicalRow => [c.id, c.key, CATEGORY_ID[c.sub], c.name, c.name, c.size, c.unit, c.kindName, c.kindName]),
  ];
  const productRows: ProductRow[] = offers.map((o) => [
    o.id, o.canonical.id, RETAILER_ID[o.retailer.slug], CATEGORY_ID[o.canonical.sub], o.nameHu, o.nameEn, o.descriptionHu, o.descriptionEn,
    productPhoto(iconOfType(o.canonical.type.key)), o.canonical.size, o.canonical.unit, o.price, o.regular, o.unitPrice, o.canonical.unit,
    o.discount, o.canonical.flags.vegetarian, o.canonical.flags.vegan, o.canonical.flags.lactoseFree, o.canonical.type.nutri,
    o.trending, o.saving, o.ownBrand, 'seed', null, null, null, null,
  ]);
  for (const o of observed.offers) {
    const c = o.canonical;
    productRows.push([
      // The monitor's product photos may not be reused (its visitor terms): the picture of the product's kind stands in.
      o.id, c.id, o.chain.id, CATEGORY_ID[c.sub], o.name, o.name, o.descriptionHu, o.descriptionEn, productPhoto(c.icon), c.size, c.unit,
      o.price, o.regular, o.unitPrice, c.unit, o.price < o.regular, false, false, false, null, 0, o.saving, null,
      o.origin, o.productId, o.observedOn, o.origin, c.kindId,
    ]);
  }
  const history: SeedHistory = {
    start: START_WEEK, stepDays: STEP_DAYS, weeks: weekCount(), encoding: 'delta', rows: offers.map((o) => encodeDeltas(o.id, o.prices)),
    daily: { stepDays: 1, rows: observed.offers.map((o) => [o.id, o.observedOn, o.price]) },
  };

  files.set(SEED_FILES.categories, listJson(categories));
  files.set(SEED_FILES.retailers, listJson(retailers));
  files.set(SEED_FILES.shops, tableJson(SHOP_COLUMNS, shops));
  files.set(SEED_FILES.canonical, tableJson(CANONICAL_COLUMNS, canonicalRows));
  files.set(SEED_FILES.products, tableJson(PRODUCT_COLUMNS, productRows));
  files.set(SEED_FILES.history, `{"start":${JSON.stringify(history.start)},"stepDays":${history.stepDays},"weeks":${history.weeks},"encoding":"delta","rows":[\n${history.rows.map((r) => JSON.stringify(r)).join(',\n')}\n],"daily":{"stepDays":1,"rows":[\n${history.daily.rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}}\n`);
  files.set(SEED_FILES.blogs, listJson(news.posts));
  for (const [p, svg] of news.media) files.set(p, svg);
  for (const [p, svg] of retailerLogos()) files.set(p, svg);
  for (const c of CATEGORIES) files.set(categoryPhoto(c.slug), categoryIllustration(c.slug));
  for (const icon of PRODUCT_ICONS) files.set(productPhoto(icon), productIllustration(icon));
  files.set(PLACEHOLDER_PHOTO, placeholder());
  const licence = (rel: string) => readFileSync(path.join(dataDir, rel), 'utf8');
  files.set(SEED_FILES.attribution, attributionMarkdown([
    { heading: 'heissepreise and heissepreise-cz (MIT)', text: licence('heissepreise-at/LICENSE-heissepreise-MIT.txt') },
    { heading: 'inflacio-ksh (MIT)', text: licence('ksh-avg-prices-hu/LICENSE-inflacio-ksh-MIT.txt') },
  ]));

  const perRetailer = Object.fromEntries(RETAILERS.map((r) => [r.slug, offers.filter((o) => o.retailer === r).length + observed.offers.filter((o) => o.chain.id === RETAILER_ID[r.slug]).length]));
  const shopsPer = Object.fromEntries(RETAILERS.map((r) => [r.slug, { osm: shops.filter((s) => s[1] === RETAILER_ID[r.slug] && s[6] === 'osm').length, synthetic: shops.filter((s) => s[1] === RETAILER_ID[r.slug] && s[6] === 'synthetic').length }]));
  const counts = {
    categories: categories.length, retailers: retailers.length, shops: shops.length, canonicalProducts: canonicalRows.length, offers: productRows.length,
    modelledOffers: offers.length, observedOffers: observed.offers.length, observedCanonicalProducts: observed.canonicals.length,
    blogs: news.posts.length, historyWeeks: weekCount(),
  };

  const hash = createHash('sha256');
  for (const p of [...files.keys()].sort()) hash.update(p).update('\0').update(files.get(p)!).update('\0');
  const manifest: SeedManifest = {
    format: 1,
    version: hash.digest('hex'),
    today: END_WEEK,
    history: { start: START_WEEK, stepDays: STEP_DAYS, weeks: weekCount() },
    counts,
    observed: { date: observed.date, source: 'arfigyelo', credit: OBSERVED_CREDIT, offers: observed.offers.length },
    trendDefinition: TREND_DEFINITION,
    savingDefinition: SAVING_DEFINITION,
    searchGroups: SEARCH_GROUPS,
    files: { ...SEED_FILES },
  };
  files.set(SEED_FILES.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
  return {
    files,
    summary: {
      ...counts,
      calibration: calibration && {
        overallFactor: calibration.overallFactor,
        chainLevel: Object.fromEntries([...calibration.chainLevel].map(([k, v]) => [k, { overall: v.overall, ...Object.fromEntries(v.bySub) }])),
      }, offersPerRetailer: perRetailer, shopsPerRetailer: shopsPer, organicPremium: premium, templates: templateStats(templates), discounted: offers.filter((o) => o.discount).length },
  };
}
