/** Issue #32, your account: e-mail changes confirmed by a mailed link, and the account's settings. */
export default /* sql */ `
CREATE TABLE email_changes (
  key_hash    text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_email   text NOT NULL CHECK (length(new_email) <= 254),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX email_changes_user_idx ON email_changes(user_id);

-- The account's language (null: as the app is set) and how prices are updated for it.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'hu'));
ALTER TABLE users ADD COLUMN price_updates text NOT NULL DEFAULT 'automatic' CHECK (price_updates IN ('automatic', 'on_demand', 'off'));
`;
