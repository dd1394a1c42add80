import { describe, expect, it } from 'vitest';
import type { Shop } from '../../../shared/api';
import { buildPlaceIndex, districtOfPostcode, parseAddress, searchPlaces, type Place } from './place-search';

const shops: Shop[] = [
  { id: 1, retailer_id: 1, latitude: 47.5035, longitude: 19.151, address: '1106 Budapest, Kerepesi út 73' },
  { id: 2, retailer_id: 4, latitude: 47.5041, longitude: 19.148, address: '1106 Budapest, Kerepesi út 61' },
  { id: 3, retailer_id: 7, latitude: 47.505, longitude: 19.067, address: '1066 Budapest, Teréz körút környéke' },
  { id: 4, retailer_id: 8, latitude: 47.45, longitude: 19.14, address: '1214 Budapest, II. Rákóczi Ferenc út 189' },
  { id: 5, retailer_id: 7, latitude: 47.53, longitude: 19.05, address: '1026 Budapest, Gábor Áron utca 74-78/a' },
  { id: 6, retailer_id: 7, latitude: 47.6, longitude: 19.2, address: '2151 Fót, Fehérkő utca 1' },
  { id: 7, retailer_id: 7, latitude: 47.5, longitude: 19.0, address: 'Budapest' },
];

const label = (p: Place) =>
  p.kind === 'district' ? `${p.numeral}. ${p.name}` : `${p.street}${p.house ? ` ${p.house}` : ''}, ${p.postcode} ${p.city}`;

describe('addresses', () => {
  it('splits postcode, city, street and house number', () => {
    expect(parseAddress('1026 Budapest, Gábor Áron utca 74-78/a')).toEqual({
      postcode: '1026',
      city: 'Budapest',
      street: 'Gábor Áron utca',
      house: '74-78/a',
    });
    expect(parseAddress('1214 Budapest, II. Rákóczi Ferenc út 189')?.street).toBe('II. Rákóczi Ferenc út');
    expect(parseAddress('1066 Budapest, Teréz körút környéke')).toEqual({
      postcode: '1066',
      city: 'Budapest',
      street: 'Teréz körút',
      house: null,
    });
    expect(parseAddress('Budapest')).toBeNull();
  });

  it('reads the Budapest district from the postcode', () => {
    expect(districtOfPostcode('1106', 'Budapest')).toBe(10);
    expect(districtOfPostcode('1214', 'Budapest')).toBe(21);
    expect(districtOfPostcode('2151', 'Fót')).toBeNull();
  });
});

describe('place search', () => {
  const index = buildPlaceIndex(shops);
  const search = (q: string) => searchPlaces(index, q).map(label);

  it('finds districts by numeral, number or name, without accents', () => {
    expect(search('XIII. kerület')[0]).toBe('XIII. Angyalföld, Újlipótváros');
    expect(search('13. ker')[0]).toBe('XIII. Angyalföld, Újlipótváros');
    expect(search('district 13')[0]).toBe('XIII. Angyalföld, Újlipótváros');
    expect(search('ujbuda')).toEqual(['XI. Újbuda']);
    expect(search('Zugló')).toEqual(['XIV. Zugló']);
  });

  it('finds streets of shop addresses by prefix, postcode and district', () => {
    expect(search('kerep')).toEqual(['Kerepesi út, 1106 Budapest']);
    expect(search('1066')).toEqual(['Teréz körút, 1066 Budapest']);
    expect(search('rakoczi')).toEqual(['II. Rákóczi Ferenc út, 1214 Budapest']);
    // The district first, then its streets.
    expect(search('X')[0]).toBe('X. Kőbánya');
    expect(search('kerület X')[0]).toBe('X. Kőbánya');
    expect(search('kerület X')).not.toContain('Kerepesi út, 1106 Budapest');
  });

  it('centres on the shop when the query names its house number', () => {
    const [hit] = searchPlaces(index, 'Kerepesi út 61');
    expect(hit).toMatchObject({ kind: 'street', house: '61', latitude: 47.5041, longitude: 19.148 });
    expect(searchPlaces(index, 'Gábor Áron 74')[0]).toMatchObject({ house: '74-78/a', latitude: 47.53 });
    expect(searchPlaces(index, 'Kerepesi')[0]).toMatchObject({ house: null, latitude: (47.5035 + 47.5041) / 2 });
  });

  it('finds nothing for an empty or unknown query', () => {
    expect(search('  ')).toEqual([]);
    expect(search('Váci utca')).toEqual([]);
  });
});
