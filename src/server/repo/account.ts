import type { Queryable } from '../db/db';
import type { AccountData, AccountResponse, PriceUpdates, UpdateAccountBody } from '../../shared/api/account';
import type { Language } from '../../shared/rules';

const iso = (v: Date | string) => new Date(v).toISOString();

interface AccountRow {
  id: number;
  email: string;
  firstname: string;
  language: Language | null;
  price_updates: PriceUpdates;
  created_at: Date | string;
  pending_email: string | null;
}

/** The account and an e-mail change still waiting for its link (the newest unused, unexpired one). */
export async function accountOf(db: Queryable, userId: number, now: Date): Promise<AccountResponse | null> {
  const rows = await db.query<AccountRow>(
    `SELECT u.id, u.email, u.firstname, u.language, u.price_updates, u.created_at,
            (SELECT c.new_email FROM email_changes c
              WHERE c.user_id = u.id AND c.used_at IS NULL AND c.expires_at > $2
              ORDER BY c.created_at DESC LIMIT 1) AS pending_email
       FROM users u WHERE u.id = $1`,
    [userId, now.toISOString()],
  );
  const r = rows[0];
  return r ? { ...r, created_at: iso(r.created_at) } : null;
}

/** Changes what the body names and leaves the rest. */
export async function updateAccount(db: Queryable, userId: number, body: UpdateAccountBody): Promise<void> {
  await db.query(
    `UPDATE users SET firstname = coalesce($2, firstname), language = coalesce($3, language), price_updates = coalesce($4, price_updates)
      WHERE id = $1`,
    [userId, body.firstname ?? null, body.language ?? null, body.price_updates ?? null],
  );
}

export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}

/**
 * Stores the key of an e-mail change and retires the account's older ones; false (nothing stored) when the account
 * was sent `perDay` confirmation mails in the 24 hours before `now`.
 */
export async function issueEmailChange(
  db: Queryable,
  userId: number,
  newEmail: string,
  keyHash: string,
  now: Date,
  expires: Date,
  perDay: number,
): Promise<boolean> {
  const recent = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM email_changes WHERE user_id = $1 AND created_at > $2',
    [userId, new Date(now.getTime() - 24 * 3600_000).toISOString()],
  );
  if ((recent[0]?.n ?? 0) >= perDay) return false;
  await db.query('UPDATE email_changes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now.toISOString()]);
  await db.query('INSERT INTO email_changes (key_hash, user_id, new_email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    keyHash,
    userId,
    newEmail,
    now.toISOString(),
    expires.toISOString(),
  ]);
  return true;
}

/**
 * Uses up an unused, unexpired key and moves the account to its new address: the account's id and new address;
 * null for a key that is not valid; 'used' when another account took the address meanwhile (the key stays unused).
 */
export async function redeemEmailChange(
  db: Queryable,
  keyHash: string,
  now: Date,
): Promise<{ id: number; email: string } | 'used' | null> {
  const rows = await db.query<{ user_id: number; new_email: string }>(
    'SELECT user_id, new_email FROM email_changes WHERE key_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [keyHash, now.toISOString()],
  );
  const change = rows[0];
  if (!change) return null;
  const taken = await db.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [change.new_email, change.user_id]);
  if (taken.length > 0) return 'used';
  await db.query('UPDATE email_changes SET used_at = $2 WHERE key_hash = $1', [keyHash, now.toISOString()]);
  await db.query('UPDATE users SET email = $2 WHERE id = $1', [change.user_id, change.new_email]);
  return { id: change.user_id, email: change.new_email };
}

/** Ends every session of the user but one: how many ended. */
export async function endOtherSessions(db: Queryable, userId: number, keepTokenHash: string): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2 RETURNING 1', [
    userId,
    keepTokenHash,
  ]);
  return rows.length;
}

/** Everything the server keeps of an account, as "Download my data" hands it out. */
export async function accountData(db: Queryable, userId: number, now: Date, lang: Language): Promise<AccountData | null> {
  const account = await accountOf(db, userId, now);
  if (!account) return null;
  const name = lang === 'hu' ? 'p.name_hu' : 'p.name_en';
  const [zones, lists, items, plans, favorites, watches, shared] = await Promise.all([
    db.query<{ latitude: number; longitude: number; radius_m: number; retailers: number[]; updated_at: Date | string }>(
      'SELECT latitude, longitude, radius_m, retailers, updated_at FROM zones WHERE user_id = $1',
      [userId],
    ),
    db.query<{ id: number; name: string; created_at: Date | string }>(
      'SELECT id, name, created_at FROM lists WHERE user_id = $1 ORDER BY id',
      [userId],
    ),
    itemsOf(db, 'l.user_id = $1', userId, name),
    db.query<{
      id: number;
      list_id: number;
      list_name: string;
      saved: boolean;
      created_at: Date | string;
      product_count: number;
      store_count: number;
      total: number;
      save_percent: number | null;
      data: unknown;
    }>(
      `SELECT id, list_id, list_name, saved, created_at, product_count, store_count, total, save_percent, data
         FROM plans WHERE user_id = $1 ORDER BY id`,
      [userId],
    ),
    db.query<{ product_id: number; name: string; created_at: Date | string }>(
      `SELECT f.product_id, ${name} AS name, f.created_at FROM favorites f JOIN products p ON p.id = f.product_id
        WHERE f.user_id = $1 ORDER BY f.created_at, f.product_id`,
      [userId],
    ),
    watchesOf(db, userId, name),
    sharingOf(db, userId, name),
  ]);
  const zone = zones[0];
  return {
    format: 'kosar-account-data',
    version: 1,
    exported_at: now.toISOString(),
    account: {
      email: account.email,
      firstname: account.firstname,
      language: account.language,
      price_updates: account.price_updates,
      created_at: account.created_at,
    },
    zone: zone
      ? {
          latitude: zone.latitude,
          longitude: zone.longitude,
          diameter: zone.radius_m,
          retailers: zone.retailers,
          updated_at: iso(zone.updated_at),
        }
      : null,
    lists: lists.map((l) => ({
      id: l.id,
      name: l.name,
      created_at: iso(l.created_at),
      items: items.get(l.id) ?? [],
      members: shared.members.filter((m) => m.list_id === l.id).map((m) => ({ name: m.name, joined_at: iso(m.joined_at) })),
      invitations: shared.sent
        .filter((i) => i.list_id === l.id)
        .map((i) => ({ name: i.name, email: i.email, state: i.state, created_at: iso(i.created_at) })),
    })),
    shared_with_me: shared.lists.map((l) => ({
      id: l.id,
      name: l.name,
      owner: l.owner,
      joined_at: iso(l.joined_at),
      items: shared.items.get(l.id) ?? [],
    })),
    invitations: shared.received.map((i) => ({ list_name: i.list_name, from: i.from, state: i.state, created_at: iso(i.created_at) })),
    plans: plans.map((p) => ({ ...p, created_at: iso(p.created_at) })),
    favorites: favorites.map((f) => ({ product_id: f.product_id, name: f.name, added_at: iso(f.created_at) })),
    watches,
  };
}

/** The items of the lists `where` picks (`l` the list, `$1` the user), by list, as the data download holds them. */
async function itemsOf(db: Queryable, where: string, userId: number, name: string): Promise<Map<number, AccountData['lists'][number]['items']>> {
  const rows = await db.query<{
    list_id: number;
    product_id: number;
    name: string;
    quantity: number;
    any_brand: boolean;
    created_at: Date | string;
    added_by: string | null;
  }>(
    `SELECT i.list_id, i.product_id, ${name} AS name, i.quantity, i.any_brand, i.created_at, u.firstname AS added_by
       FROM list_items i JOIN lists l ON l.id = i.list_id JOIN products p ON p.id = i.product_id
       LEFT JOIN users u ON u.id = i.added_by
      WHERE ${where} ORDER BY i.list_id, i.created_at, i.product_id`,
    [userId],
  );
  const out = new Map<number, AccountData['lists'][number]['items']>();
  for (const i of rows) {
    const item = { product_id: i.product_id, name: i.name, quantity: i.quantity, any_brand: i.any_brand, added_at: iso(i.created_at), added_by: i.added_by };
    out.set(i.list_id, [...(out.get(i.list_id) ?? []), item]);
  }
  return out;
}

/** A household's part of the download: the members and invitations of the user's lists, and the lists shared with the user. */
async function sharingOf(db: Queryable, userId: number, name: string) {
  const [members, sent, lists, items, received] = await Promise.all([
    db.query<{ list_id: number; name: string; joined_at: Date | string }>(
      `SELECT m.list_id, u.firstname AS name, m.joined_at FROM list_members m JOIN lists l ON l.id = m.list_id JOIN users u ON u.id = m.user_id
        WHERE l.user_id = $1 ORDER BY m.list_id, m.joined_at`,
      [userId],
    ),
    db.query<{ list_id: number; name: string; email: string; state: 'pending' | 'declined'; created_at: Date | string }>(
      `SELECT i.list_id, u.firstname AS name, u.email, i.state, i.created_at FROM list_invitations i JOIN lists l ON l.id = i.list_id
         JOIN users u ON u.id = i.invitee_id WHERE l.user_id = $1 ORDER BY i.list_id, i.created_at`,
      [userId],
    ),
    db.query<{ id: number; name: string; owner: string; joined_at: Date | string }>(
      `SELECT l.id, l.name, o.firstname AS owner, m.joined_at FROM list_members m JOIN lists l ON l.id = m.list_id JOIN users o ON o.id = l.user_id
        WHERE m.user_id = $1 ORDER BY l.id`,
      [userId],
    ),
    itemsOf(db, 'EXISTS (SELECT 1 FROM list_members m WHERE m.list_id = l.id AND m.user_id = $1)', userId, name),
    db.query<{ list_name: string; from: string; state: 'pending' | 'declined'; created_at: Date | string }>(
      `SELECT l.name AS list_name, o.firstname AS "from", i.state, i.created_at FROM list_invitations i JOIN lists l ON l.id = i.list_id
         JOIN users o ON o.id = l.user_id WHERE i.invitee_id = $1 ORDER BY i.created_at`,
      [userId],
    ),
  ]);
  return { members, sent, lists, items, received };
}

/** The user's watches with their inbox marks, as the data download holds them. */
async function watchesOf(db: Queryable, userId: number, name: string): Promise<AccountData['watches']> {
  const [watches, marks] = await Promise.all([
    db.query<{ product_id: number; name: string; target_price: number | null; since: string | null; created_at: Date | string }>(
      `SELECT w.product_id, ${name} AS name, w.target_price, w.since::text AS since, w.created_at
         FROM watches w JOIN products p ON p.id = w.product_id WHERE w.user_id = $1 ORDER BY w.created_at, w.product_id`,
      [userId],
    ),
    db.query<{ product_id: number; day: string; state: 'read' | 'dismissed' }>(
      'SELECT product_id, observed_on::text AS day, state FROM watch_marks WHERE user_id = $1 ORDER BY product_id, observed_on',
      [userId],
    ),
  ]);
  return watches.map(({ created_at, ...w }) => ({
    ...w,
    added_at: iso(created_at),
    marks: marks.filter((m) => m.product_id === w.product_id).map(({ day, state }) => ({ day, state })),
  }));
}

interface ForeignKey {
  child: string;
  child_col: string;
  parent: string;
  parent_col: string;
  /** What deleting the parent row does: 'c' CASCADE, 'n' SET NULL (the column says who did something), … */
  on_delete: string;
}

/** Every one-column foreign key of the schema (its tables and columns quoted as identifiers). */
export async function foreignKeys(db: Queryable): Promise<ForeignKey[]> {
  return db.query<ForeignKey>(
    `SELECT c.conrelid::regclass::text AS child, quote_ident(a.attname) AS child_col,
            c.confrelid::regclass::text AS parent, quote_ident(af.attname) AS parent_col, c.confdeltype::text AS on_delete
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
      ORDER BY 1, 2`,
  );
}

/**
 * The rows of an account in each table, found through the schema's foreign keys: the tables that reference users,
 * and the tables that reference those (a list's items), so a table added later is counted without a change here.
 * A column that only says who did something on another account's row (SET NULL: who added a line to a shared list)
 * loses the account's id but its row stays, so it is not counted.
 */
export async function rowsOfUser(db: Queryable, userId: number): Promise<Record<string, number>> {
  const fks = await foreignKeys(db);
  const counts: Record<string, number> = {};
  const add = (table: string, n: number) => {
    const key = table.replace(/"/g, '');
    counts[key] = (counts[key] ?? 0) + n;
  };
  for (const direct of fks.filter((f) => f.parent === 'users' && f.on_delete !== 'n')) {
    const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${direct.child} WHERE ${direct.child_col} = $1`, [
      userId,
    ]);
    add(direct.child, rows[0]?.n ?? 0);
    for (const nested of fks.filter((f) => f.parent === direct.child && f.child !== direct.child)) {
      const n = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${nested.child}
          WHERE ${nested.child_col} IN (SELECT ${nested.parent_col} FROM ${direct.child} WHERE ${direct.child_col} = $1)`,
        [userId],
      );
      add(nested.child, n[0]?.n ?? 0);
    }
  }
  return counts;
}

/** Erases the account: its rows in every table (by the schema's cascades) and the user; what was erased, by table. */
export async function eraseAccount(db: Queryable, userId: number): Promise<Record<string, number>> {
  const counts = await rowsOfUser(db, userId);
  const gone = await db.query('DELETE FROM users WHERE id = $1 RETURNING 1', [userId]);
  return { users: gone.length, ...counts };
}
