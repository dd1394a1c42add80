import type { Db } from '../../../src/server/db/db';
import { freshDb, testServer, type DbKind, type TestServer } from './test-helper';

/**
 * A small catalogue for route tests: three retailers around the map centre, one far away, a few matched
 * products with a price history, and two posts. Ids are fixed so tests can name them.
 */
export const FIX = {
  retailers: { aldi: 1, lidl: 2, spar: 3, far: 4 },
  categories: { food: 1, drink: 2, diary: 3, bakery: 4, alcohol: 5 },
  shops: { aldiNear: 11, lidlNear: 12, sparNear: 13, aldiFar: 14, farAway: 15 },
  // Offers: canonical 1 = milk (aldi 101, lidl 102, spar 103); 2 = bread (aldi 201, spar 203); 3 = beer (lidl 302).
  offers: { milkAldi: 101, milkLidl: 102, milkSpar: 103, breadAldi: 201, breadSpar: 203, beerLidl: 302 },
  centre: { latitude: 47.49, longitude: 19.04 },
} as const;

export async function loadFixtureCatalogue(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO catalogue_meta (id, version, today, history_start, history_step_days, trend_definition_en, trend_definition_hu,
      saving_definition_en, saving_definition_hu)
    VALUES (1, 'fixture', '2026-11-16', '2026-10-19', 7, 'trend', 'trend', 'saving', 'saving');
    INSERT INTO search_groups (key, name_en, name_hu, position) VALUES ('food', 'Food', 'Élelmiszer', 1), ('beverages', 'Beverages', 'Italok', 2);
    INSERT INTO categories (id, slug, parent_id, name_en, name_hu, search_group) VALUES
      (1, 'food', NULL, 'Food', 'Élelmiszer', 'food'),
      (2, 'drink', NULL, 'Drinks', 'Italok', 'beverages'),
      (3, 'diary', 1, 'Dairy', 'Tejtermékek', 'food'),
      (4, 'bakery', 1, 'Bakery', 'Pékáru', 'food'),
      (5, 'alcohol', 2, 'Alcohol', 'Alkohol', 'beverages');
    INSERT INTO retailers (id, slug, name, photo, color) VALUES
      (1, 'aldi', 'Aldi', 'retailers/aldi.svg', '#00005f'),
      (2, 'lidl', 'Lidl', 'retailers/lidl.svg', '#0050aa'),
      (3, 'spar', 'Spar', 'retailers/spar.svg', '#e30613'),
      (4, 'far', 'FarMart', NULL, '#777777');
    INSERT INTO shops (id, retailer_id, latitude, longitude, address, source, external_id) VALUES
      (11, 1, 47.4910, 19.0400, '1051 Budapest, Aldi utca 1.', 'osm', 's11'),
      (12, 2, 47.4880, 19.0420, '1052 Budapest, Lidl utca 2.', 'osm', 's12'),
      (13, 3, 47.4950, 19.0350, '1053 Budapest, Spar utca 3.', 'osm', 's13'),
      (14, 1, 47.5600, 19.1000, '1139 Budapest, Távoli Aldi 4.', 'osm', 's14'),
      (15, 4, 47.3000, 19.3000, '2300 Ráckeve, Messze 5.', 'synthetic', 's15');
    INSERT INTO canonical_products (id, key, category_id, name_hu, name_en, package, unit) VALUES
      (1, 'milk', 3, 'UHT tej 2,8% 1 l', 'UHT milk 2.8% 1 l', 1, 'l'),
      (2, 'bread', 4, 'Fehér kenyér 1 kg', 'White bread 1 kg', 1, 'kg'),
      (3, 'beer', 5, 'Világos sör 0,5 l', 'Lager 0.5 l', 0.5, 'l');
    INSERT INTO products (id, canonical_id, retailer_id, category_id, name_hu, name_en, description_hu, description_en, photo,
      package, unit, price, regular_price, unit_price, unit_price_unit, discount, vegetarian, vegan, lactose_free, nutrition_score,
      trending, saving) VALUES
      (101, 1, 1, 3, 'Milsani UHT tej 2,8% 1 l', 'Milsani UHT milk 2.8% 1 l', 'Tej', 'Milk', 'categories/diary.svg', 1, 'l', 329, 349, 329, 'l', true, true, false, false, 3, -5.7, 21),
      (102, 1, 2, 3, 'Pilos UHT tej 2,8% 1 l', 'Pilos UHT milk 2.8% 1 l', 'Tej', 'Milk', 'categories/diary.svg', 1, 'l', 339, 339, 339, 'l', false, true, false, false, 3, 0, 11),
      (103, 1, 3, 3, 'S-Budget UHT tej 2,8% 1 l', 'S-Budget UHT milk 2.8% 1 l', 'Tej', 'Milk', NULL, 1, 'l', 382, 382, 382, 'l', false, true, false, false, 3, 3.1, 0),
      (201, 2, 1, 4, 'Fehér kenyér 1 kg', 'White bread 1 kg', '', '', NULL, 1, 'kg', 599, 599, 599, 'kg', false, true, true, true, 2, 0, 25),
      (203, 2, 3, 4, 'Spar fehér kenyér 1 kg', 'Spar white bread 1 kg', '', '', NULL, 1, 'kg', 649, 699, 649, 'kg', true, true, true, true, 2, -7.1, 0),
      (302, 3, 2, 5, 'Perlenbacher világos sör 0,5 l', 'Perlenbacher lager 0.5 l', '', '', NULL, 0.5, 'l', 249, 249, 498, 'l', false, true, true, true, 1, 0, 0);
    INSERT INTO price_history (product_id, start_date, step_days, prices) VALUES
      (101, '2026-10-19', 7, '{349,349,349,349,329}'),
      (102, '2026-10-19', 7, '{339,339,339,339,339}'),
      (103, '2026-10-19', 7, '{370,370,370,371,382}');
    INSERT INTO blogs (id, title_en, title_hu, intro_en, intro_hu, body_en, body_hu, photo, created) VALUES
      (1, 'Milk prices', 'Tejárak', 'Up since 2018', '2018 óta nőttek', 'Body', 'Törzs', 'news/milk.svg', '2026-11-01T10:00:00Z'),
      (2, 'Cheapest bakery', 'A legolcsóbb pékáru', 'Where to buy bread', 'Hol vegyünk kenyeret', NULL, NULL, NULL, '2026-11-10T10:00:00Z');
  `);
}

/** A test server over a fresh database of `kind` holding this catalogue, with `users` accounts signed up. */
type Account = Awaited<ReturnType<TestServer['signUp']>>;

export async function fixtureServer(kind: DbKind, users: number): Promise<{ s: TestServer; users: Account[]; dispose(): Promise<void> }> {
  const fresh = await freshDb(kind);
  await loadFixtureCatalogue(fresh.db);
  const s = await testServer(fresh.db);
  const signedUp: Account[] = [];
  for (let i = 0; i < users; i++) signedUp.push(await s.signUp());
  return { s, users: signedUp, dispose: fresh.dispose };
}
