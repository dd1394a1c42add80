import type { Db } from './db';
import { migrations as defaultMigrations } from './migrations';

export async function migrate(db: Db, migrations = defaultMigrations): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      // Split on statement boundaries: node-postgres' extended protocol takes one statement per query.
      for (const stmt of splitStatements(m.sql)) await tx.query(stmt);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
    });
    applied.push(m.id);
  }
  return applied;
}

/** Splits SQL on semicolons outside quotes and dollar-quoted bodies. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let cur = '';
  let i = 0;
  let quote: string | null = null;
  while (i < sql.length) {
    const ch = sql[i];
    if (quote) {
      if (sql.startsWith(quote, i)) {
        cur += quote;
        i += quote.length;
        quote = null;
        continue;
      }
      cur += ch;
      i++;
      continue;
    }
    if (ch === "'") quote = "'";
    else if (ch === '$') {
      const m = /^\$[A-Za-z_]*\$/.exec(sql.slice(i));
      if (m) {
        quote = m[0];
        cur += m[0];
        i += m[0].length;
        continue;
      }
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
      continue;
    } else if (ch === ';') {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
      i++;
      continue;
    }
    cur += ch;
    i++;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
