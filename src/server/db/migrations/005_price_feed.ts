/**
 * The price monitor's feed: where each price comes from and when it was observed, offers the monitor no longer
 * reports kept but marked unavailable, the monitor's category tree (a product's kind), and the feed's own state.
 * Rows the feed creates take ids from their own range, so a newer bundled catalogue can never collide with them.
 */
export default `
ALTER TABLE products
  ADD COLUMN observed_on  date,
  ADD COLUMN price_origin text,
  ADD COLUMN available    boolean NOT NULL DEFAULT true,
  ADD COLUMN kind_id      integer,
  ADD COLUMN loyalty_price integer CHECK (loyalty_price >= 0);
COMMENT ON COLUMN products.observed_on IS 'The data date of an observed price; NULL: the price is modelled (an estimate)';

CREATE SEQUENCE feed_id_seq START WITH 1000000000 MAXVALUE 2147483647;

CREATE TABLE feed_kinds (
  id          integer PRIMARY KEY,
  parent_id   integer,
  name        text NOT NULL,
  path        text NOT NULL,
  category_id integer REFERENCES categories(id)
);

CREATE TABLE feed_state (
  id          integer PRIMARY KEY CHECK (id = 1),
  source      text NOT NULL,
  data_date   date,
  updated_at  timestamptz,
  checked_at  timestamptz,
  status      text NOT NULL CHECK (status IN ('never', 'ok', 'failed')),
  message     text,
  report      jsonb
);
`;
