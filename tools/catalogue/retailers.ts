/** The nine retailers as the seed builder sees them: names, colours, own brands and the price model of each. */

import type { BrandLine } from '../../src/server/catalogue/product-types';
import { RETAILER_SLUGS, type RetailerSlug } from '../../src/server/repo/retailers';

export type Top = 'food' | 'drink' | 'drogerie' | 'household' | 'pet';

export interface RetailerDef {
  slug: RetailerSlug;
  name: string;
  /** Marker and logo colour; the logo is our own wordmark tile, not the trademark. */
  color: string;
  textColor: string;
  kind: 'discounter' | 'supermarket' | 'hypermarket' | 'drugstore' | 'organic';
  /**
   * Own brands by product line; a missing line means the chain sells only other brands there. A brand belongs to its
   * line only: a chocolate brand is on chocolate, a toilet-paper brand on paper goods; 'general' (batteries, bulbs,
   * stationery, foil and bags) carries only a brand named after the chain itself.
   */
  brands: Partial<Record<BrandLine, string>>;
  /** Hungarian article and adessive form for generated text ("az Aldinál"; a name ending in a double consonant keeps it whole with a hyphen: "a Rossmann-nál"). */
  hu: { article: 'a' | 'az'; at: string };
}

export const RETAILERS: readonly RetailerDef[] = [
  {
    slug: 'aldi', name: 'Aldi', color: '#00A3E0', textColor: '#ffffff', kind: 'discounter',
    brands: { dairy: 'Milsani', bakery: 'Goldähren', meat: 'Húsmester', pantry: 'Aldi', chocolate: 'Choceur', snacks: 'Sun Snacks', frozen: 'Aldi', drinks: 'River', alcohol: 'Aldi', beauty: 'Lacura', baby: 'Mamia', cleaning: 'Tandil', laundry: 'Tandil', paper: 'Kokett', pet: 'Cachet', bio: 'GutBio' },
    hu: { article: 'az', at: 'Aldinál' },
  },
  {
    slug: 'auchan', name: 'Auchan', color: '#E2001A', textColor: '#ffffff', kind: 'hypermarket',
    brands: { dairy: 'Auchan', bakery: 'Auchan', meat: 'Auchan', pantry: 'Auchan', sweets: 'Auchan', chocolate: 'Auchan', snacks: 'Auchan', frozen: 'Auchan', drinks: 'Auchan', alcohol: 'Auchan', beauty: 'Auchan', baby: 'Auchan Baby', cleaning: 'Auchan', laundry: 'Auchan', paper: 'Auchan', general: 'Auchan', pet: 'Auchan', bio: 'Auchan Bio' },
    hu: { article: 'az', at: 'Auchannál' },
  },
  {
    slug: 'dm', name: 'DM', color: '#F5B800', textColor: '#1a1a1a', kind: 'drugstore',
    brands: { beauty: 'Balea', baby: 'babylove', cleaning: 'Denkmit', laundry: 'Denkmit', paper: 'Profissimo', pet: 'Dein Bestes', bio: 'dmBio' },
    hu: { article: 'a', at: 'DM-nél' },
  },
  {
    slug: 'lidl', name: 'Lidl', color: '#0050AA', textColor: '#FFF000', kind: 'discounter',
    brands: { dairy: 'Pilos', bakery: 'Lidl', meat: 'Dulano', pantry: 'Lidl', chocolate: 'Fin Carré', snacks: 'Snack Day', frozen: 'Lidl', drinks: 'Freeway', alcohol: 'Lidl', beauty: 'Cien', baby: 'Lupilu', cleaning: 'W5', laundry: 'Formil', paper: 'Floralys', pet: 'Coshida', bio: 'Lidl Bio' },
    hu: { article: 'a', at: 'Lidlnél' },
  },
  {
    slug: 'penny', name: 'Penny', color: '#7A1F3D', textColor: '#ffffff', kind: 'discounter',
    brands: { dairy: 'Penny', bakery: 'Penny', meat: 'Penny', pantry: 'Penny', sweets: 'Penny', chocolate: 'Penny', snacks: 'Penny', frozen: 'Penny', drinks: 'Penny', alcohol: 'Penny', beauty: 'Penny', cleaning: 'Penny', laundry: 'Penny', paper: 'Penny', general: 'Penny', pet: 'Penny', bio: 'Penny Bio' },
    hu: { article: 'a', at: 'Pennynél' },
  },
  {
    slug: 'rossmann', name: 'Rossmann', color: '#D6336C', textColor: '#ffffff', kind: 'drugstore',
    brands: { beauty: 'Isana', baby: 'babydream', cleaning: 'Domol', laundry: 'Domol', paper: 'Rossmann', pet: 'Winston', bio: 'enerBiO' },
    hu: { article: 'a', at: 'Rossmann-nál' },
  },
  {
    slug: 'spar', name: 'Spar', color: '#00833E', textColor: '#ffffff', kind: 'supermarket',
    brands: { dairy: 'Spar', bakery: 'Spar', meat: 'Spar', pantry: 'Spar', sweets: 'Spar', chocolate: 'Spar', snacks: 'Spar', frozen: 'Spar', drinks: 'Spar', alcohol: 'Spar', beauty: 'Spar', cleaning: 'Spar', laundry: 'Spar', paper: 'Spar', general: 'Spar', pet: 'Spar', bio: 'Spar Natur*pur Bio', budget: 'S-Budget' },
    hu: { article: 'a', at: 'Sparnál' },
  },
  {
    slug: 'tesco', name: 'Tesco', color: '#1B365D', textColor: '#ffffff', kind: 'hypermarket',
    brands: { dairy: 'Tesco', bakery: 'Tesco', meat: 'Tesco', pantry: 'Tesco', sweets: 'Tesco', chocolate: 'Tesco', snacks: 'Tesco', frozen: 'Tesco', drinks: 'Tesco', alcohol: 'Tesco', beauty: 'Tesco', baby: 'Tesco', cleaning: 'Tesco', laundry: 'Tesco', paper: 'Tesco', general: 'Tesco', pet: 'Tesco', bio: 'Tesco Organic', budget: 'Tesco Value' },
    hu: { article: 'a', at: 'Tescónál' },
  },
  {
    slug: 'ecofamily', name: 'EcoFamily', color: '#6DA33F', textColor: '#ffffff', kind: 'organic',
    brands: { bio: 'EcoFamily Bio' },
    hu: { article: 'az', at: 'EcoFamilynél' },
  },
];

// A retailer's id is its place in RETAILER_SLUGS: this table must list them in that order.
if (RETAILERS.map((r) => r.slug).join() !== RETAILER_SLUGS.join()) throw new Error('RETAILERS must follow the order of RETAILER_SLUGS');

export interface RetailerPriceModel {
  /** Price level against the KSH national average (1 = average). */
  level: number;
  /** Log-normal spread of this chain's offers around its level (sd of log price). */
  noise: number;
  /** Share of the real promotion episodes (from heissepreise histories) this chain runs. */
  promoKeep: number;
  /** Multiplier on the depth of those promotions. */
  promoDepth: number;
  /** Chance that an offer is the chain's own brand (when it has one for the line). */
  ownBrand: number;
  /** Chance that the chain carries a product of each top-level category. */
  coverage: Record<Top, number>;
  /** Category-level deviations from `level` (chains are not equally cheap everywhere). */
  tilt: Partial<Record<string, number>>;
}

/**
 * The one table of retailer price levels and noise. Levels follow the usual Hungarian ordering
 * (discounters cheapest, Spar dearest among supermarkets, drugstores cheap on drugstore goods, the
 * organic chain at a premium). Noise starts from the spread of real matched own-brand pairs in
 * heissepreise (sd of log price ratio Billa/Spar budget pairs = 0.045, mid-range = 0.055, organic = 0.07)
 * and widens for chains that sell more branded goods. Tilts make each chain cheaper or dearer in some
 * categories, so no chain wins everywhere.
 */
export const PRICE_MODEL: Readonly<Record<RetailerSlug, RetailerPriceModel>> = {
  aldi: { level: 0.92, noise: 0.045, promoKeep: 1.0, promoDepth: 1.0, ownBrand: 0.85, coverage: { food: 0.5, drink: 0.55, drogerie: 0.3, household: 0.4, pet: 0.45 }, tilt: { diary: 0.96, special: 0.96, 'staple-food': 0.98, 'meat-fish': 1.03 } },
  lidl: { level: 0.91, noise: 0.045, promoKeep: 1.0, promoDepth: 1.1, ownBrand: 0.85, coverage: { food: 0.55, drink: 0.6, drogerie: 0.35, household: 0.45, pet: 0.5 }, tilt: { bakery: 0.96, vegetables: 0.97, 'non-alcoholic': 1.03, alcohol: 1.04, diary: 1.03 } },
  penny: { level: 0.95, noise: 0.05, promoKeep: 0.9, promoDepth: 1.0, ownBrand: 0.6, coverage: { food: 0.5, drink: 0.55, drogerie: 0.3, household: 0.4, pet: 0.4 }, tilt: { 'meat-fish': 0.95, 'frozen-food': 0.96, alcohol: 0.97, beauty: 1.03 } },
  spar: { level: 1.06, noise: 0.06, promoKeep: 0.8, promoDepth: 1.0, ownBrand: 0.45, coverage: { food: 0.8, drink: 0.8, drogerie: 0.55, household: 0.6, pet: 0.6 }, tilt: { vegetables: 0.98, bakery: 1.02 } },
  tesco: { level: 1.01, noise: 0.06, promoKeep: 0.8, promoDepth: 0.9, ownBrand: 0.4, coverage: { food: 0.85, drink: 0.85, drogerie: 0.75, household: 0.8, pet: 0.75 }, tilt: { cleaning: 0.96, 'detergents-rinses': 0.95, 'stationary-packaging': 0.96, alcohol: 0.97 } },
  auchan: { level: 0.99, noise: 0.065, promoKeep: 0.7, promoDepth: 0.9, ownBrand: 0.35, coverage: { food: 0.9, drink: 0.9, drogerie: 0.8, household: 0.85, pet: 0.8 }, tilt: { alcohol: 0.93, 'non-alcoholic': 0.95, 'pet-food': 0.95, 'staple-food': 0.99 } },
  dm: { level: 0.95, noise: 0.055, promoKeep: 0.6, promoDepth: 0.8, ownBrand: 0.55, coverage: { food: 0.1, drink: 0.12, drogerie: 0.92, household: 0.85, pet: 0.6 }, tilt: { beauty: 0.95, 'baby-care': 0.94 } },
  rossmann: { level: 0.97, noise: 0.055, promoKeep: 0.7, promoDepth: 0.9, ownBrand: 0.55, coverage: { food: 0.1, drink: 0.12, drogerie: 0.92, household: 0.85, pet: 0.6 }, tilt: { beauty: 0.97, 'detergents-rinses': 0.96, 'detergents-spray': 0.95 } },
  ecofamily: { level: 1.12, noise: 0.07, promoKeep: 0.3, promoDepth: 0.7, ownBrand: 0.4, coverage: { food: 0.04, drink: 0.04, drogerie: 0.05, household: 0.05, pet: 0.02 }, tilt: {} },
};

/** EcoFamily's organic range: the chance it carries an organic (bio) or a vegan product. */
export const ECOFAMILY_ORGANIC_COVERAGE = 0.85;
export const ECOFAMILY_VEGAN_COVERAGE = 0.6;
/** Mainstream chains carry the organic variant of a product less often than the conventional one. */
export const ORGANIC_COVERAGE_FACTOR = 0.4;
