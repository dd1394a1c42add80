import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from './product-types';
import { defaultDataDir, readArfigyeloCategories } from '../../../tools/catalogue/sources';
import { flattenTree, placeCategory } from '../feed/categories';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import type { SeedTable } from './seed-format';
import {
  ICONS_OF_CATEGORY, iconOfMonitorKind, iconOfType, MONITOR_LEAF_ICON, MONITOR_MID_ICON, PRODUCT_ICONS, productPhoto, TYPE_ICON_ENTRIES,
} from './product-icons';

describe('product pictures by kind', () => {
  it('lists every product type exactly once, and nothing else', () => {
    const listed = TYPE_ICON_ENTRIES.map(([key]) => key);
    const twice = listed.filter((k, i) => listed.indexOf(k) !== i);
    expect(twice, 'types listed under two pictures').toEqual([]);
    const keys = new Set(PRODUCT_TYPES.map((t) => t.key));
    expect(PRODUCT_TYPES.filter((t) => !listed.includes(t.key)).map((t) => t.key), 'types without a picture').toEqual([]);
    expect(listed.filter((k) => !keys.has(k)), 'listed keys that are no product type').toEqual([]);
    expect(PRODUCT_ICONS.filter((icon) => !TYPE_ICON_ENTRIES.some(([, i]) => i === icon)), 'pictures no type uses').toEqual([]);
  });

  it('gives every type a picture that fits its category', () => {
    const misfits = PRODUCT_TYPES.filter((t) => !(ICONS_OF_CATEGORY[t.sub] ?? []).includes(iconOfType(t.key))).map((t) => `${t.key} (${t.sub}): ${iconOfType(t.key)}`);
    expect(misfits).toEqual([]);
  });

  it('shows the kind, not the category: pork neck is meat, eggs an egg, coffee beans coffee', () => {
    const byEn = (en: string) => iconOfType(PRODUCT_TYPES.find((t) => t.en === en)!.key);
    expect(byEn('Pork neck')).toBe('meat');
    expect(byEn('Minced beef')).toBe('meat');
    expect(byEn('Chicken breast fillet')).toBe('poultry');
    expect(byEn('Salmon fillet')).toBe('fish');
    expect(byEn('Frankfurters')).toBe('sausage');
    expect(byEn('Eggs')).toBe('egg');
    expect(byEn('UHT milk 1.5%')).toBe('milk');
    expect(byEn('Trappist cheese')).toBe('cheese');
    expect(byEn('Butter')).toBe('butter');
    expect(byEn('Coffee beans')).toBe('coffee');
    expect(byEn('Ground coffee')).toBe('coffee');
    expect(byEn('Black tea bags')).toBe('tea');
    expect(byEn('Cola')).toBe('soft-drink');
    expect(byEn('White bread')).toBe('bread');
    expect(byEn('Apples')).toBe('apple');
    expect(byEn('Strawberries')).toBe('fruit');
    expect(byEn('Bananas')).toBe('banana');
    expect(byEn('Lemons')).toBe('citrus');
    expect(byEn('Oranges')).toBe('citrus');
    expect(byEn('Tomatoes')).toBe('tomato');
    expect(byEn('Potatoes')).toBe('potato');
    expect(byEn('Carrots')).toBe('carrot');
    expect(byEn('Onions')).toBe('vegetable');
    expect(byEn('Washing powder')).toBe('laundry');
    expect(byEn('Shampoo')).toBe('cosmetics');
    expect(byEn('Nappies')).toBe('nappy');
    expect(byEn('Dry dog food')).toBe('pet-food');
    expect(() => iconOfType('no-such-type')).toThrow(/no picture/);
  });

  it('gives every leaf of the monitor the feed places a picture that fits the category it lands in', () => {
    const tree = flattenTree(readArfigyeloCategories(defaultDataDir()));
    const leaves = [...tree.values()].filter((n) => n.id < 1000);
    expect(leaves.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const leaf of leaves) {
      const placed = placeCategory(leaf.id, tree);
      if (!placed.slug) continue;
      const icon = iconOfMonitorKind(leaf.id, leaf.parentId);
      if (!icon) problems.push(`${leaf.id} ${leaf.name}: none`);
      else if (!(ICONS_OF_CATEGORY[placed.slug] ?? []).includes(icon)) problems.push(`${leaf.id} ${leaf.name} (${placed.slug}): ${icon}`);
    }
    expect(problems).toEqual([]);
    const nameOf = (id: number) => tree.get(id)!.name;
    expect([nameOf(119), iconOfMonitorKind(119, 2015)]).toEqual(['Sertéstarja', 'meat']);
    expect([nameOf(14), iconOfMonitorKind(14, 2014)]).toEqual(['Tojás', 'egg']);
    expect([nameOf(122), iconOfMonitorKind(122, 2101)]).toEqual(['Szemes kávé', 'coffee']);
    expect([nameOf(102), iconOfMonitorKind(102, 2101)]).toEqual(['Tea', 'tea']);
    expect([nameOf(31), iconOfMonitorKind(31, 2028)]).toEqual(['Banán', 'banana']);
    expect([nameOf(28), iconOfMonitorKind(28, 2028)]).toEqual(['Alma', 'apple']);
    expect([nameOf(30), iconOfMonitorKind(30, 2028)]).toEqual(['Földieper', 'fruit']);
    expect([nameOf(36), iconOfMonitorKind(36, 2034)]).toEqual(['Sárgarépa', 'carrot']);
    expect([nameOf(33), iconOfMonitorKind(33, 2028)]).toEqual(['Narancs', 'citrus']);
    expect([nameOf(34), iconOfMonitorKind(34, 2034)]).toEqual(['Paradicsom', 'tomato']);
    expect([nameOf(41), iconOfMonitorKind(41, 2034)]).toEqual(['Étkezési burgonya', 'potato']);
    // Every table entry names a leaf or mid-level category the tree has.
    for (const id of [...Object.keys(MONITOR_MID_ICON), ...Object.keys(MONITOR_LEAF_ICON)].map(Number)) expect(tree.has(id), String(id)).toBe(true);
  });

  it('the bundled catalogue shows the pictures: sertéstarja is meat, tojás an egg, szemes kávé coffee, each picture a file', () => {
    const products = JSON.parse(readFileSync(path.join(DEFAULT_CATALOGUE_DIR, 'products.json'), 'utf8')) as SeedTable<unknown[]>;
    const [iName, iPhoto] = [products.columns.indexOf('name_hu'), products.columns.indexOf('photo')];
    const photosOf = (re: RegExp) => new Set(products.rows.filter((r) => re.test(String(r[iName]))).map((r) => r[iPhoto]));
    expect(photosOf(/(^|\s)(csont nélküli |szeletelt )?sertéstarja\s/i)).toEqual(new Set([productPhoto('meat')]));
    expect(photosOf(/(^|\s)főtt-füstölt tarja\s/i)).toEqual(new Set([productPhoto('cold-cuts')]));
    expect(photosOf(/(^|\s)tojás\s/i)).toEqual(new Set([productPhoto('egg')]));
    expect(photosOf(/(^|\s)szemes kávé\s/i)).toEqual(new Set([productPhoto('coffee')]));
    expect(photosOf(/(^|\s)UHT tej 1,5%/)).toEqual(new Set([productPhoto('milk')]));
    expect(photosOf(/(^|\s)trappista sajt/i)).toEqual(new Set([productPhoto('cheese')]));
    // Bananas are no apple (the fruit picture), whoever sells them.
    expect(photosOf(/(^|\s)banán(\s|$)/i)).toEqual(new Set([productPhoto('banana')]));
    // The apple is the apples' picture only: strawberries and onions show fruit and vegetables in general.
    expect(photosOf(/(^|\s)alma(\s|$)/i)).toEqual(new Set([productPhoto('apple')]));
    expect(photosOf(/^(\S+ )?(fagyasztott )?(földi)?eper \d/i)).toEqual(new Set([productPhoto('fruit')]));
    expect(photosOf(/(^|\s)sárgarépa(\s|$)/i)).toEqual(new Set([productPhoto('carrot')]));
    expect(photosOf(/(^|\s)vöröshagyma(\s|$)/i)).toEqual(new Set([productPhoto('vegetable')]));
    // The observed products (the monitor's real names) too: its eggs are eggs, its pork is meat.
    const observed = products.rows.filter((r) => r[products.columns.indexOf('source')] === 'arfigyelo');
    expect(observed.length).toBeGreaterThan(100);
    const observedEggs = observed.filter((r) => /(^|\s)tojás\s/i.test(String(r[iName])));
    expect(observedEggs.length).toBeGreaterThan(0);
    for (const r of observedEggs) expect(r[iPhoto], String(r[iName])).toBe(productPhoto('egg'));
    for (const photo of new Set(products.rows.map((r) => r[iPhoto] as string))) {
      expect(photo).toMatch(/^media\/products\/[a-z-]+\.svg$/);
      expect(existsSync(path.join(DEFAULT_CATALOGUE_DIR, photo)), photo).toBe(true);
    }
  });
});
