/**
 * Issue #32, alerts: products a user watches, with an optional target price, and the inbox entries the user has read
 * or dismissed. The inbox itself is not stored: it is computed from the observed days of each watched product's
 * price history, so an update that ran while the app was closed is not missed. Each observation now keeps the
 * regular (shelf) price beside the price paid, so a day on promotion can be told from the stored history.
 */
export default /* sql */ `
CREATE TABLE watches (
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id   integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  -- Tell only when the price is at or below this (Ft); null: every drop and every promotion.
  target_price integer CHECK (target_price BETWEEN 1 AND 1000000),
  -- The product's last observed day when the watch began: only later days make inbox entries.
  since        date,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX watches_product_idx ON watches(product_id);

-- An inbox entry is a watched product's observed day; its state once the user read or dismissed it.
CREATE TABLE watch_marks (
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id  integer NOT NULL,
  observed_on date NOT NULL,
  state       text NOT NULL CHECK (state IN ('read', 'dismissed')),
  PRIMARY KEY (user_id, product_id, observed_on),
  FOREIGN KEY (user_id, product_id) REFERENCES watches(user_id, product_id) ON DELETE CASCADE
);

ALTER TABLE price_observations ADD COLUMN regular_price integer CHECK (regular_price >= 0);
`;
