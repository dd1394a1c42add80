import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { lowerFirst, resources } from './index';
import { AVERAGE_STORE_BASELINE, SAVING_DEFINITION, SAVINGS_BASELINE, TREND_DEFINITION } from '../../shared/definitions';
import { ERROR_CODES } from '../../shared/errors';
import { formatDate, formatFt, formatPercent } from './format';

function leaves(obj: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, leaves(v, key));
    else out[key] = v;
  }
  return out;
}

describe('translations', () => {
  const enLeaves = leaves(resources.en.translation);
  const huLeaves = leaves(resources.hu.translation);

  it('English and Hungarian have exactly the same keys', () => {
    expect(Object.keys(huLeaves).sort()).toEqual(Object.keys(enLeaves).sort());
  });

  it('no value is empty in either language', () => {
    for (const [key, value] of [...Object.entries(enLeaves), ...Object.entries(huLeaves)]) {
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
    }
  });

  it('every error code the app can meet has a text', () => {
    for (const code of ERROR_CODES) expect(enLeaves[`errors.${code}`], code).toBeTruthy();
  });

  it('interpolations match between the languages', () => {
    const vars = (s: unknown) => [...String(s).matchAll(/{{(\w+)(?:, *\w+)?}}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(enLeaves)) expect(vars(huLeaves[key]), key).toEqual(vars(enLeaves[key]));
  });
});

describe('formatting', () => {
  it('writes forints as each language does', () => {
    expect(formatFt(1299, 'hu')).toBe('1\u00a0299\u00a0Ft');
    expect(formatFt(1299, 'en')).toBe('1,299\u00a0Ft');
    expect(formatFt(12, 'en')).toBe('12\u00a0Ft');
  });
  it('writes percentages with the language decimal mark', () => {
    expect(formatPercent(12.5, 'hu')).toBe('12,5%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
  });
  it('writes every percentage with one decimal, so 9% and 10.1% do not stand side by side', () => {
    expect(formatPercent(9, 'en')).toBe('9.0%');
    expect(formatPercent(10.14, 'en')).toBe('10.1%');
    expect(formatPercent(0, 'hu')).toBe('0,0%');
  });
  it('writes readable dates', () => {
    expect(formatDate('2026-11-20T10:00:00Z', 'en')).toBe('20\u00a0November\u00a02026');
    expect(formatDate('2026-11-20T10:00:00Z', 'hu')).toBe('2026.\u00a0november\u00a020.');
  });
});

describe('plurals', () => {
  const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
  const enLeaves = leaves(resources.en.translation) as Record<string, string>;
  const huLeaves = leaves(resources.hu.translation) as Record<string, string>;
  // Every text that interpolates a count, by its base key (the key the screens pass to t()).
  const countKeys = [
    ...new Set(
      Object.entries(enLeaves)
        .filter(([, v]) => v.includes('{{count}}'))
        .map(([k]) => k.replace(PLURAL_SUFFIX, '')),
    ),
  ].sort();
  const NOUNS = ['product', 'retailer', 'shop', 'store', 'day', 'week', 'item', 'result', 'list', 'plan'];

  let en: TFunction;
  beforeAll(async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources, lng: 'en', interpolation: { escapeValue: false } });
    en = i18n.getFixedT('en');
  });

  it('finds the texts with a count', () => {
    expect(countKeys).toEqual(expect.arrayContaining(['browse.list.end', 'browse.addToList.products', 'shopping.plan.warning']));
  });

  it('every text with a count has a singular and a plural form in English', () => {
    for (const key of countKeys) {
      expect(enLeaves[key], `${key} without a plural suffix`).toBeUndefined();
      expect(enLeaves[`${key}_one`], `${key}_one`).toBeTruthy();
      expect(enLeaves[`${key}_other`], `${key}_other`).toBeTruthy();
    }
  });

  it('every text with a count has each form Hungarian plural rules ask for', () => {
    const categories = new Intl.PluralRules('hu').resolvedOptions().pluralCategories;
    expect(categories).toEqual(expect.arrayContaining(['one', 'other']));
    for (const key of countKeys) {
      expect(huLeaves[key], `${key} without a plural suffix`).toBeUndefined();
      for (const c of categories) expect(huLeaves[`${key}_${c}`], `${key}_${c}`).toBeTruthy();
    }
  });

  it('reads "1 product" and "2 products", never "1 products" or "the 1 retailers"', () => {
    const wrongForOne = new RegExp(`\\b1 (${NOUNS.map((n) => `${n}s`).join('|')})\\b`);
    const wrongForTwo = new RegExp(`\\b2 (${NOUNS.join('|')})\\b`);
    for (const key of countKeys) {
      const vars = [...new Set([...(enLeaves[`${key}_one`] + enLeaves[`${key}_other`]).matchAll(/{{(\w+)}}/g)].map((m) => m[1]))];
      // Every number in the sentence takes the same value, so a second count (e.g. the retailers) is checked too.
      const render = (n: number) => String(en(key as never, Object.fromEntries(vars.map((v) => [v, n])) as never));
      const one = render(1);
      const two = render(2);
      expect(one, key).not.toMatch(wrongForOne);
      expect(two, key).not.toMatch(wrongForTwo);
      expect(one, key).not.toMatch(/\$t\(|{{/);
      expect(two, key).not.toMatch(/\$t\(|{{/);
    }
    expect(en('shopping.plan.warning', { count: 1, name: 'Weekly', retailers: 1 })).toContain('the product on “Weekly” at the shops of 1 retailer in');
    expect(en('shopping.plan.warning', { count: 3, name: 'Weekly', retailers: 2 })).toContain('the 3 products on “Weekly” at the shops of 2 retailers in');
  });

  it('no English text puts a number before a plural noun outside a plural form', () => {
    // A name before "shops" ("Aldi shops") is fine; a number is not, unless the text has a singular form.
    const numberThenPlural = new RegExp(`{{(?!retailer}}|name}}|title}})\\w+}} (${NOUNS.map((n) => `${n}s`).join('|')})\\b`);
    for (const [key, value] of Object.entries(enLeaves)) {
      if (!key.endsWith('_other')) expect(value, key).not.toMatch(numberThenPlural);
    }
  });
});

describe('one word for one thing', () => {
  const en = Object.entries(leaves(resources.en.translation) as Record<string, string>);
  it('spells "favourite" the British way', () => {
    for (const [key, value] of en) expect(value, key).not.toMatch(/favorite/i);
  });
  it('says "shop", never "store", in the texts and in the definitions the About screen shows', () => {
    for (const [key, value] of en) expect(value, key).not.toMatch(/\bstores?\b/i);
    for (const d of [SAVINGS_BASELINE, AVERAGE_STORE_BASELINE, SAVING_DEFINITION, TREND_DEFINITION]) expect(d.en).not.toMatch(/\bstores?\b/i);
  });
});

describe('a name mid-sentence', () => {
  it('starts lower-case unless it is an initialism', () => {
    expect(lowerFirst('Tej')).toBe('tej');
    expect(lowerFirst('Étolaj, napraforgó')).toBe('étolaj, napraforgó');
    expect(lowerFirst('UHT tej 1,5%')).toBe('UHT tej 1,5%');
    expect(lowerFirst('9 V-os elem')).toBe('9 V-os elem');
    expect(lowerFirst('')).toBe('');
  });
});
