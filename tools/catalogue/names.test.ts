import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build';
import { defaultDataDir } from './sources';
import { RETAILERS } from './retailers';
import type { ProductRow, SeedTable } from '../../src/server/catalogue/seed-format';

const products = (JSON.parse(buildCatalogue(defaultDataDir()).files.get('products.json')!) as SeedTable<ProductRow>).rows;
// The modelled offers: observed ones carry the monitor's own names, which are the shelf's and not ours to change.
const modelled = products.filter((p) => p[25] === null);
const brands = [...new Set(RETAILERS.flatMap((r) => Object.values(r.brands)))].sort((a, b) => b.length - a.length);
/** The name without its own brand (the brand is a proper name in any language). */
const bare = (name: string, brand: string | null) => (brand && name.startsWith(`${brand} `) ? name.slice(brand.length + 1) : name);

/** German words and calques that crept into Hungarian shelf names. */
const GERMAN = ['und', 'mit', 'für', 'Apfel', 'Orange', 'Orangen', 'Saft', 'Tafel', 'Brot', 'Milch', 'Käse', 'Wurst', 'Fleisch', 'Schwein', 'Sahne', 'Quark', 'Kartoffel', 'Zwiebel', 'Gurke', 'Tomate', 'Sorte', 'Klasse', 'Meine', 'Metzgerei'];
const CALQUES = [/asztali narancs/i, /lédús narancs/i, /\b(alma|körte) [A-ZÁÉÍÓÖŐÚÜŰ]/i];
/** Proper names that keep a capital inside an English name. */
const EN_PROPER = new Set(['Golden', 'Delicious', 'Granny', 'Smith', 'Pink', 'Lady', 'Jonagold', 'Gala', 'Idared', 'Williams', 'Packham', 'Conference',
  'Earl', 'Grey', 'Ceylon', 'Irsai', 'Olivér', 'Egri', 'Bikavér', 'Tokaji', 'Aszú', 'Furmint', 'Cabernet', 'Sauvignon', 'Merlot', 'Cserszegi', 'Fűszeres',
  'Dijon', 'Trappist', 'Gouda', 'Edam', 'Camembert', 'Hungarian', 'Greek', 'French', 'Italian', 'Mexican', 'Parisian', 'Prague', 'Russian', 'Swiss',
  'Christmas', 'Hawaiian', 'Linzer', 'Gyulai', 'Csabai', 'Debrecen', 'Scotch', 'Graham', 'Skyr', 'Welschriesling', 'Kékfrankos', 'Prosecco', 'Bolognese']);

describe('product names', () => {
  it('have no German words or calques in Hungarian', () => {
    const bad = modelled.map((p) => bare(p[4], p[22])).filter((n) => GERMAN.some((w) => new RegExp(`(^|\\s)${w}(\\s|$)`).test(n)) || CALQUES.some((re) => re.test(n)));
    expect([...new Set(bad)]).toEqual([]);
  });

  it("keep a number at the end of the name apart from the pack's number", () => {
    const bad = modelled.flatMap((p) => [p[4], p[5]]).filter((n) => /\d \d/.test(n));
    expect([...new Set(bad)]).toEqual([]);
  });

  it('carry a brand only on its own kind of product', () => {
    const rules: { brands: RegExp; kind: RegExp }[] = [
      { brands: /^(Choceur|Fin Carré) /, kind: /csokoládé|chocolate|desszert/i },
      { brands: /^(Sun Snacks|Snack Day) /, kind: /chips|pálcika|popcorn|perec|kréker|snack/i },
      { brands: /^(Kokett|Floralys|Profissimo) /, kind: /papír|zsebkendő|törlő|szalvéta/i },
    ];
    for (const p of modelled) for (const r of rules) if (r.brands.test(p[4])) expect(p[4]).toMatch(r.kind);
    // Batteries and bulbs carry no brand but the chain's own name.
    const chains = new Set(RETAILERS.map((r) => r.name));
    for (const p of modelled.filter((x) => /elem|izzó/.test(x[4]) && x[22])) expect(chains.has(p[22]!), p[4]).toBe(true);
  });

  it('write English names in sentence case after the brand, capitals only for proper names', () => {
    const bad = modelled.filter((p) => {
      const words = bare(p[5], p[22]).split(' ');
      const rest = p[22] && brands.includes(p[22]) ? words : words.slice(1);
      return rest.some((w) => /^[A-Z][a-zé]/.test(w) && !EN_PROPER.has(w.replace(/[^A-Za-zéóőúüű]/g, '')));
    }).map((p) => p[5]);
    expect([...new Set(bad)]).toEqual([]);
  });
});
