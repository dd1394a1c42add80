/**
 * What an observed offer's shelf price alone does not say: the drink-container deposit charged on top (returnFee,
 * returnType), how many of the chain's shops carry it (export columns 13–14), and which loyalty programmes a user
 * uses (the planner takes a chain's loyalty price only for those).
 */
export default `
ALTER TABLE products ADD COLUMN return_fee integer NOT NULL DEFAULT 0 CHECK (return_fee >= 0 AND return_fee <= 10000);
ALTER TABLE products ADD COLUMN return_type text CHECK (char_length(return_type) <= 40);
ALTER TABLE products ADD COLUMN shops_carrying integer CHECK (shops_carrying >= 0);
ALTER TABLE products ADD COLUMN chain_shops integer CHECK (chain_shops >= 0);
CREATE TABLE user_loyalty (
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  retailer_id integer NOT NULL,
  PRIMARY KEY (user_id, retailer_id)
);
`;
