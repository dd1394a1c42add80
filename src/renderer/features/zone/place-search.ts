import type { Shop } from '../../../shared/api';

/** Offline place search for centring the map: Budapest's districts and the streets of the catalogue's shops. */

const ROMAN = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
  'XXII',
  'XXIII',
];

export const roman = (n: number): string => ROMAN[n - 1] ?? String(n);

/** The 23 districts with their well-known names and a central point (approximate, good enough to centre a map). */
export const DISTRICTS: ReadonlyArray<{ number: number; name: string; latitude: number; longitude: number }> = [
  { number: 1, name: 'Budavár', latitude: 47.4967, longitude: 19.036 },
  { number: 2, name: 'Pasarét, Pesthidegkút', latitude: 47.529, longitude: 19.0 },
  { number: 3, name: 'Óbuda-Békásmegyer', latitude: 47.564, longitude: 19.038 },
  { number: 4, name: 'Újpest', latitude: 47.564, longitude: 19.089 },
  { number: 5, name: 'Belváros-Lipótváros', latitude: 47.5, longitude: 19.05 },
  { number: 6, name: 'Terézváros', latitude: 47.507, longitude: 19.064 },
  { number: 7, name: 'Erzsébetváros', latitude: 47.5, longitude: 19.072 },
  { number: 8, name: 'Józsefváros', latitude: 47.489, longitude: 19.084 },
  { number: 9, name: 'Ferencváros', latitude: 47.476, longitude: 19.08 },
  { number: 10, name: 'Kőbánya', latitude: 47.485, longitude: 19.14 },
  { number: 11, name: 'Újbuda', latitude: 47.46, longitude: 19.03 },
  { number: 12, name: 'Hegyvidék', latitude: 47.5, longitude: 18.98 },
  { number: 13, name: 'Angyalföld, Újlipótváros', latitude: 47.53, longitude: 19.07 },
  { number: 14, name: 'Zugló', latitude: 47.515, longitude: 19.11 },
  { number: 15, name: 'Rákospalota, Pestújhely, Újpalota', latitude: 47.56, longitude: 19.13 },
  { number: 16, name: 'Mátyásföld, Sashalom, Cinkota', latitude: 47.52, longitude: 19.19 },
  { number: 17, name: 'Rákosmente', latitude: 47.48, longitude: 19.25 },
  { number: 18, name: 'Pestszentlőrinc-Pestszentimre', latitude: 47.43, longitude: 19.2 },
  { number: 19, name: 'Kispest', latitude: 47.45, longitude: 19.14 },
  { number: 20, name: 'Pesterzsébet', latitude: 47.435, longitude: 19.11 },
  { number: 21, name: 'Csepel', latitude: 47.42, longitude: 19.07 },
  { number: 22, name: 'Budafok-Tétény', latitude: 47.42, longitude: 19.02 },
  { number: 23, name: 'Soroksár', latitude: 47.395, longitude: 19.12 },
];

export interface DistrictPlace {
  kind: 'district';
  id: string;
  number: number;
  numeral: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface StreetPlace {
  kind: 'street';
  id: string;
  street: string;
  postcode: string;
  city: string;
  /** The Budapest district of the postcode (1XXY: XX), when in Budapest. */
  district: number | null;
  /** A house number the query named, when one of the shops stands there. */
  house: string | null;
  latitude: number;
  longitude: number;
}

export type Place = DistrictPlace | StreetPlace;

interface House {
  number: string;
  latitude: number;
  longitude: number;
}

interface Entry {
  place: Place;
  tokens: string[];
  houses: House[];
}

export interface PlaceIndex {
  entries: Entry[];
}

/** Lower case without accents or punctuation, so "ujbuda" finds Újbuda and "xiii." finds XIII. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.,;:()/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const tokensOf = (text: string) => normalise(text).split(' ').filter(Boolean);

/** Budapest postcodes are 1XXY where XX is the district. */
export function districtOfPostcode(postcode: string, city: string): number | null {
  if (!/^1\d{3}$/.test(postcode) || normalise(city) !== 'budapest') return null;
  const n = Number(postcode.slice(1, 3));
  return n >= 1 && n <= 23 ? n : null;
}

export interface ParsedAddress {
  postcode: string;
  city: string;
  street: string;
  house: string | null;
}

/** "1106 Budapest, Kerepesi út 73" (or "... Kerepesi út környéke", "around") into its parts; null when it has no street. */
export function parseAddress(address: string): ParsedAddress | null {
  const m = /^(\d{4})\s+([^,]+),\s*(.+)$/.exec(address.trim());
  if (!m) return null;
  const rest = m[3].replace(/\s+környéke$/i, '').trim();
  const words = rest.split(/\s+/);
  // The street ends where the house number starts ("74-78/a"); a leading numeral like "II." belongs to the name.
  const cut = words.findIndex((w, i) => i > 0 && /^\d/.test(w));
  const street = (cut < 0 ? words : words.slice(0, cut)).join(' ');
  const house = cut < 0 ? null : words.slice(cut).join(' ');
  return street ? { postcode: m[1], city: m[2].trim(), street, house } : null;
}

export function buildPlaceIndex(shops: readonly Shop[]): PlaceIndex {
  const entries: Entry[] = DISTRICTS.map((d) => ({
    place: {
      kind: 'district',
      id: `d${d.number}`,
      number: d.number,
      numeral: roman(d.number),
      name: d.name,
      latitude: d.latitude,
      longitude: d.longitude,
    },
    tokens: [
      roman(d.number).toLowerCase(),
      String(d.number),
      'kerulet',
      'district',
      ...tokensOf(d.name),
      ...tokensOf(d.name.replace(/-/g, ' ')),
    ],
    houses: [],
  }));
  const streets = new Map<string, { parsed: ParsedAddress; points: Shop[]; houses: House[] }>();
  for (const shop of shops) {
    const parsed = parseAddress(shop.address);
    if (!parsed) continue;
    const key = `${parsed.postcode}|${normalise(parsed.street)}`;
    const group = streets.get(key) ?? { parsed, points: [], houses: [] };
    group.points.push(shop);
    if (parsed.house) group.houses.push({ number: parsed.house, latitude: shop.latitude, longitude: shop.longitude });
    streets.set(key, group);
  }
  for (const [key, { parsed, points, houses }] of streets) {
    const district = districtOfPostcode(parsed.postcode, parsed.city);
    entries.push({
      place: {
        kind: 'street',
        id: `s${key}`,
        street: parsed.street,
        postcode: parsed.postcode,
        city: parsed.city,
        district,
        house: null,
        latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
        longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
      },
      tokens: [
        ...tokensOf(parsed.street),
        ...tokensOf(parsed.street.replace(/-/g, ' ')),
        parsed.postcode,
        ...tokensOf(parsed.city),
        ...(district ? [roman(district).toLowerCase(), String(district)] : []),
      ],
      houses,
    });
  }
  return { entries };
}

function tokenScore(query: string, tokens: readonly string[]): number {
  let best = 0;
  for (const t of tokens) {
    if (t === query) return 3;
    if (t.startsWith(query)) best = Math.max(best, 2);
    else if (query.length >= 3 && t.includes(query)) best = Math.max(best, 1);
  }
  return best;
}

/**
 * Places matching every word of the query (a word may be a prefix; a number may also be a house number),
 * best first: exact words over prefixes, districts before streets.
 */
export function searchPlaces(index: PlaceIndex, query: string, limit = 8): Place[] {
  const words = tokensOf(query);
  if (!words.length) return [];
  const scored: Array<{ place: Place; score: number }> = [];
  for (const entry of index.entries) {
    let score = 0;
    let house: House | null = null;
    let ok = true;
    for (const w of words) {
      const s = tokenScore(w, entry.tokens);
      if (s > 0) {
        score += s;
        continue;
      }
      const h = /^\d/.test(w) ? entry.houses.find((x) => normalise(x.number).split(' ')[0].split('-')[0] === w) : undefined;
      if (h) {
        house = h;
        score += 3;
        continue;
      }
      ok = false;
      break;
    }
    if (!ok) continue;
    const place: Place =
      house && entry.place.kind === 'street'
        ? {
            ...entry.place,
            id: `${entry.place.id}|${house.number}`,
            house: house.number,
            latitude: house.latitude,
            longitude: house.longitude,
          }
        : entry.place;
    scored.push({ place, score });
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.place.kind === b.place.kind ? 0 : a.place.kind === 'district' ? -1 : 1) ||
        placeSortKey(a.place).localeCompare(placeSortKey(b.place), 'hu'),
    )
    .slice(0, limit)
    .map((s) => s.place);
}

const placeSortKey = (p: Place) => (p.kind === 'district' ? String(p.number).padStart(2, '0') : `${p.street} ${p.postcode}`);
