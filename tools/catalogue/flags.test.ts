import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build';
import { defaultDataDir } from './sources';
import type { ProductRow, SeedCategory, SeedTable } from '../../src/server/catalogue/seed-format';

/**
 * The home's "Vegetarian and vegan" and "Lactose-free" collections are the offers flagged so (src/server/repo): the
 * flags are selling points (product-types.ts, dietClaims), set only where a shopper would look for them.
 */
const built = buildCatalogue(defaultDataDir()).files;
const products = (JSON.parse(built.get('products.json')!) as SeedTable<ProductRow>).rows;
const categories = JSON.parse(built.get('categories.json')!) as SeedCategory[];
const slug = (id: number) => categories.find((c) => c.id === id)!.slug;
const veggie = products.filter((p) => p[16] || p[17]);
const lactoseFree = products.filter((p) => p[18]);
const MEAT_OR_FISH = /\b(hús|sonka|szalámi|kolbász|virsli|bacon|csirke|pulyka|sertés|marha|kacsa|liba|hal|lazac|tonhal|hekk|makréla|hering|pisztráng|garnéla|surimi|tőkehal|pangasius|szardínia)/i;

describe('diet flags', () => {
  it('never mark meat, fish or alcohol vegetarian, vegan or lactose-free', () => {
    for (const p of products.filter((x) => ['meat-fish', 'alcohol'].includes(slug(x[3])))) expect([p[4], p[16], p[17], p[18]]).toEqual([p[4], false, false, false]);
    for (const p of veggie.filter((x) => !/vegán|növényi/i.test(x[4]))) expect(p[4]).not.toMatch(MEAT_OR_FISH);
    for (const p of lactoseFree) expect(p[4]).not.toMatch(MEAT_OR_FISH);
  });

  it('fill the lactose-free collection with dairy made lactose-free and plant alternatives to dairy only', () => {
    expect(lactoseFree.length).toBeGreaterThan(50);
    for (const p of lactoseFree) expect([p[4], slug(p[3])]).toEqual([p[4], expect.stringMatching(/^(diary|special)$/)]);
    for (const p of lactoseFree.filter((x) => slug(x[3]) === 'special')) expect(p[4]).toMatch(/vegán|növényi/i);
    expect(lactoseFree.some((p) => /laktózmentes/i.test(p[4]))).toBe(true);
    expect(lactoseFree.some((p) => /zabital|szójaital/i.test(p[4]))).toBe(true);
  });

  it('fill the vegetarian and vegan collection with prepared food, not drinks, fresh produce or plain staples', () => {
    expect(veggie.length).toBeGreaterThan(200);
    for (const p of veggie) expect(['vegetables', 'non-alcoholic', 'alcohol', 'meat-fish', 'pet-food']).not.toContain(slug(p[3]));
    for (const p of veggie) expect(p[4]).not.toMatch(/finomliszt|kristálycukor|napraforgó-étolaj|sütőpor|\brizs\b/i);
    expect(veggie.some((p) => /tofu|hummusz|vegán|növényi/i.test(p[4]))).toBe(true);
    for (const p of veggie.filter((x) => x[17])) expect(p[16], p[4]).toBe(true);
  });
});
