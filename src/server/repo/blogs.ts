import type { Queryable } from '../db/db';
import type { Language } from '../../shared/rules';
import { col } from './products';

export interface BlogRow {
  id: number;
  title: string;
  intro: string;
  body: string | null;
  photo: string | null;
  created: Date | string;
}

const select = (lang: Language) => {
  const l = col(lang);
  return `SELECT id, title_${l} AS title, intro_${l} AS intro, body_${l} AS body, photo, created FROM blogs`;
};

/** The news posts in the language, newest first. */
export async function blogs(db: Queryable, lang: Language): Promise<BlogRow[]> {
  return db.query<BlogRow>(`${select(lang)} ORDER BY created DESC, id DESC`);
}

export async function blog(db: Queryable, lang: Language, id: number): Promise<BlogRow | null> {
  const rows = await db.query<BlogRow>(`${select(lang)} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
