import { describe, expect, it } from 'vitest';
import { resources } from './index';
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
    const vars = (s: unknown) => [...String(s).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
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
    expect(formatDate('2026-11-20T10:00:00Z', 'en')).toBe('20 November 2026');
    expect(formatDate('2026-11-20T10:00:00Z', 'hu')).toBe('2026. november 20.');
  });
});
