/** Readers for the licensed inputs under shared/data (see each folder's PROVENANCE.md). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** shared/data next to the repository unless KOSAR_SHARED_DATA says otherwise. */
export function defaultDataDir(): string {
  return process.env.KOSAR_SHARED_DATA ?? path.resolve(HERE, '../../../shared/data');
}

/** RFC 4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes). */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h.replace(/^\uFEFF/, ''), r[i] ?? ''])));
}

function read(dir: string, rel: string): string {
  return readFileSync(path.join(dir, rel), 'utf8');
}

// ---- KSH ----
export interface KshItem {
  code: number;
  nameHu: string;
  appCategory: string;
  appSubcategory: string;
}

export interface KshData {
  items: Map<number, KshItem>;
  /** code -> month (YYYY-MM) -> average price in Ft */
  monthly: Map<number, Map<string, number>>;
}

export function readKsh(dataDir: string): KshData {
  const items = new Map<number, KshItem>();
  for (const r of parseCsv(read(dataDir, 'ksh-avg-prices-hu/ksh_products.csv'))) {
    items.set(Number(r.ksh_code), { code: Number(r.ksh_code), nameHu: r.name_hu, appCategory: r.app_category, appSubcategory: r.app_subcategory });
  }
  const monthly = new Map<number, Map<string, number>>();
  for (const r of parseCsv(read(dataDir, 'ksh-avg-prices-hu/ksh_avg_prices_monthly.csv'))) {
    const code = Number(r.ksh_code);
    if (!monthly.has(code)) monthly.set(code, new Map());
    monthly.get(code)!.set(r.month, Number(r.avg_price_huf));
  }
  return { items, monthly };
}

// ---- OpenStreetMap shops ----
export interface OsmShop {
  id: string;
  retailer: string;
  name: string;
  postcode: string;
  district: string;
  streetAddress: string;
  address: string;
  city: string;
  lat: number;
  lon: number;
}

export function readOsmShops(dataDir: string): OsmShop[] {
  const files = ['budapest-shops-osm/budapest_shops.csv', 'budapest-shops-osm/budapest_shops_more.csv'];
  return files.flatMap((f) =>
    parseCsv(read(dataDir, f)).map((r) => ({
      id: r.id,
      retailer: r.retailer,
      name: r.name,
      postcode: r.postcode,
      district: r.district,
      streetAddress: r.street_address,
      address: r.address,
      city: r.city,
      lat: Number(r.lat),
      lon: Number(r.lon),
    })),
  );
}

// ---- heissepreise (Austria) ----
export interface HpCategory {
  code: string;
  appCategory: string;
  appSubcategory: string;
}

export interface HpProduct {
  store: string;
  productId: string;
  cart: string;
  pairId: string;
  categoryCode: string;
  unit: string;
  quantity: number;
  price: number;
  /** Price changes, oldest first (heissepreise records a row only when the price changes). */
  history: { date: string; price: number }[];
}

export interface HeissepreiseData {
  categories: Map<string, HpCategory>;
  products: HpProduct[];
}

export function readHeissepreise(dataDir: string): HeissepreiseData {
  const categories = new Map<string, HpCategory>();
  for (const r of parseCsv(read(dataDir, 'heissepreise-at/categories_flat.csv'))) {
    categories.set(r.code, { code: r.code, appCategory: r.app_category, appSubcategory: r.app_subcategory });
  }
  const hist = new Map<string, { date: string; price: number }[]>();
  for (const r of parseCsv(read(dataDir, 'heissepreise-at/price_history.csv'))) {
    const k = `${r.store}/${r.product_id}`;
    if (!hist.has(k)) hist.set(k, []);
    hist.get(k)!.push({ date: r.date, price: Number(r.price_eur) });
  }
  const products: HpProduct[] = parseCsv(read(dataDir, 'heissepreise-at/matched_pairs.csv')).map((r) => ({
    store: r.store,
    productId: r.product_id,
    cart: r.cart,
    pairId: r.pair_id,
    categoryCode: r.category_code,
    unit: r.unit,
    quantity: Number(r.quantity),
    price: Number(r.current_price_eur),
    history: (hist.get(`${r.store}/${r.product_id}`) ?? []).sort((a, b) => a.date.localeCompare(b.date)),
  }));
  return { categories, products };
}

// ---- heissepreise-cz consumer basket ----
export interface CzBasketRow {
  index: number;
  genericItem: string;
  store: string;
  productName: string;
}

export function readCzBasket(dataDir: string): CzBasketRow[] {
  return parseCsv(read(dataDir, 'heissepreise-cz-basket/basket86_matched.csv')).map((r) => ({
    index: Number(r.basket_index),
    genericItem: r.generic_item_cs,
    store: r.store,
    productName: r.product_name,
  }));
}

/**
 * The CZ basket's generic items that have a Hungarian counterpart among our product types. An item the
 * basket matched at every Czech chain is a staple every Hungarian grocery chain carries too.
 */
export const CZ_BASKET_TO_TYPE: Readonly<Record<string, string>> = {
  'Rýže loupaná dlouhozrnná': 'rice',
  'Pšeničná mouka hladká': 'plain-flour-bl-55',
  'Chléb konzumní kmínový': 'half-brown-bread',
  'Pečivo pšeničné bílé': 'bread-roll',
  'Piškoty dětské světlé': 'sponge-fingers',
  'Těstoviny vaječné': '4-egg-pasta',
  'Vepřová kýta bez kosti': 'pork-leg',
  'Vepřová krkovice': 'pork-neck',
  'Vepřová plec': 'pork-shoulder',
  'Kuřata kuchaná celá': 'whole-chicken',
  'Kuřecí prsní řízky': 'chicken-breast-fillet',
  'Kuřecí stehna': 'chicken-leg',
  'Krůtí prsní řízky': 'turkey-breast-fillet',
  'Kachny kuchané': 'whole-duck',
  'Králík domácí': 'rabbit',
  'Šunka vepřová': 'pork-ham',
  'Šunkový salám': 'ham-salami',
  'Párky': 'frankfurters',
  'Papriková klobása': 'dry-sausage',
  'Kapr chlazený': 'carp',
  'Pstruh': 'trout',
  'Filé mražené': 'frozen-pangasius-fillet',
  'Losos filet': 'salmon-fillet',
  'Mléko polotučné pasterované': 'esl-milk-1-5',
  'Mléko polotučné trvanlivé': 'uht-milk-1-5',
  'Mléko plnotučné trvanlivé': 'uht-milk-2-8',
  'Jogurt bílý netučný': 'plain-yoghurt',
  'Smetanový jogurt ovocný': 'creamy-fruit-yoghurt',
  'Zakysané mléčné výrobky': 'kefir',
  'Smetana sladká trvanlivá': 'whipping-cream-30',
  'Kondenzované mléko neslazené': 'condensed-milk',
  'Tvaroh měkký konzumní': 'curd-cheese-turo',
  'Eidamská cihla': 'edam-cheese',
  'Gouda': 'gouda-cheese',
  'Tavený sýr neochucený': 'processed-cheese',
  'Niva': 'blue-cheese',
  'Hermelín': 'camembert',
  'Vejce slepičí čerstvá': 'eggs',
  'Máslo': 'butter',
  'Rostlinný roztíratelný tuk': 'margarine',
  'Olej rostlinný': 'sunflower-oil',
  'Vepřové sádlo škvařené': 'lard',
  'Pomeranče': 'oranges',
  'Banány žluté': 'bananas',
  'Jablka konzumní': 'apples',
  'Hrozny stolní': 'table-grapes',
  'Citrony': 'lemons',
  'Rajská jablka červená kulatá': 'tomatoes',
  'Papriky': 'peppers',
  'Okurky salátové': 'cucumbers',
  'Salát ledový': 'iceberg-lettuce',
  'Mrkev': 'carrots',
  'Cibule suchá': 'onions',
  'Česnek suchý': 'garlic',
  'Brokolice': 'broccoli',
  'Květák bílý celý': 'cauliflower',
  'Celer': 'celeriac',
  'Zelí hlávkové bílé': 'white-cabbage',
  'Nakládané zelí': 'sauerkraut',
  'Konzumní brambory': 'potatoes',
  'Cukr krystalový': 'granulated-sugar',
  'Cukr moučkový': 'icing-sugar',
  'Pravý včelí med': 'wildflower-honey',
  'Čokoláda mléčná tabulková': 'milk-chocolate',
  'Kakaový prášek': 'cocoa-powder',
  'Káva zrnková pražená': 'coffee-beans',
  'Káva rozpustná': 'instant-coffee',
  'Čaj černý porcovaný': 'black-tea-bags',
  'Přírodní minerální voda uhličitá': 'mineral-water',
  'Nealkoholický nápoj s ovocnou příchutí': 'fizzy-soft-drink',
  'Pivo výčepní': 'lager',
  'Jakostní víno červené - od 2015': 'red-wine',
  'Vodka jemná': 'vodka',
  'Dětská výživa': 'fruit-puree-baby-food',
  'Sušené mléko pro kojeneckou výživu': 'first-infant-formula-1',
  'Sušenky slepované nemáčené': 'chocolate-biscuits',
};

// ---- Árfigyelő samples (arfigyelo-samples/PROVENANCE.md): the real 25-item basket of 2026-09-25 ----
export interface BasketRow {
  /** The monitor's leaf category id (arfigyelo_category_id). */
  leafId: number;
  /** The basket item ("ESL tej 1,5%"). */
  item: string;
  /** The monitor's chain name ("ALDI", "SPAR"). */
  chain: string;
  /** The monitor's product id: an EAN or a chain's own code ("aldi-320827"). */
  productId: string;
  name: string;
  /** Price of the pack (Ft). */
  price: number;
  /** Price per unit (Ft per kg, l or piece). */
  unitPrice: number;
  unit: 'kg' | 'l' | 'db';
  /** Pack size in `unit`. */
  packaging: number;
  priceType: string;
  /** The data date (YYYY-MM-DD). */
  date: string;
}

export const BASKET_FILE = 'arfigyelo-samples/basket-2026-09-25.csv';

export function readArfigyeloBasket(dataDir: string): BasketRow[] {
  return parseCsv(read(dataDir, BASKET_FILE)).map((r, i) => {
    const unit = r.unit;
    if (unit !== 'kg' && unit !== 'l' && unit !== 'db') throw new Error(`${BASKET_FILE} row ${i + 2}: unknown unit ${unit}`);
    const row: BasketRow = {
      leafId: Number(r.arfigyelo_category_id),
      item: r.basket_product,
      chain: r.chain,
      productId: r.source_product_id.trim(),
      // The capture keeps the API's escaped quotes and trailing separators ("Pilos Friss Tej 1,5%,  1l, ").
      name: r.source_product_name.replace(/\\"/g, '"').replace(/\s+/g, ' ').replace(/[\s,]+$/, '').trim(),
      price: Number(r.amount_huf),
      unitPrice: Number(r.unit_amount_huf),
      unit,
      packaging: Number(r.packaging),
      priceType: r.price_type,
      date: r.updated_at.slice(0, 10),
    };
    if (!(row.price > 0 && row.unitPrice > 0 && row.packaging > 0 && row.leafId > 0 && row.productId)) throw new Error(`${BASKET_FILE} row ${i + 2}: bad values`);
    return row;
  });
}

interface MonitorNode {
  id: number;
  name: string;
  path: string;
  categoryNodes?: MonitorNode[];
}

/** The monitor's category tree as captured (GET /api/categories). */
export function readArfigyeloCategories(dataDir: string): MonitorNode[] {
  return (JSON.parse(read(dataDir, 'arfigyelo-samples/categories.json')) as { categories: MonitorNode[] }).categories;
}
