import type { Queryable } from '../db/db';
import type { Language } from '../../shared/rules';
import { col } from './products';
import { newsNarrow, newsPhoto, newsThumb } from '../catalogue/seed-format';

export interface BlogRow {
  id: number;
  title: string;
  intro: string;
  body: string | null;
  photo: string | null;
  /** The list's picture: the bundled post's thumbnail, which reads at card size (the photo is its full chart). */
  thumb?: string | null;
  /** The photo drawn for a phone's width: the bundled post's chart at 360 px. */
  photo_narrow?: string | null;
  created: Date | string;
}

const select = (lang: Language) => {
  const l = col(lang);
  return `SELECT id, title_${l} AS title, intro_${l} AS intro, body_${l} AS body, photo, created FROM blogs`;
};

/** A post's pictures in the language: its chart's and thumbnail's words are in the language the post is read in. */
const inLanguage = (lang: Language) => (row: BlogRow): BlogRow => ({
  ...row,
  photo: row.photo && newsPhoto(row.photo, lang),
  thumb: newsThumb(row.photo, lang),
  photo_narrow: newsNarrow(row.photo, lang),
});

/** The news posts in the language, newest first. */
export async function blogs(db: Queryable, lang: Language): Promise<BlogRow[]> {
  return (await db.query<BlogRow>(`${select(lang)} ORDER BY created DESC, id DESC`)).map(inLanguage(lang));
}

export async function blog(db: Queryable, lang: Language, id: number): Promise<BlogRow | null> {
  const rows = await db.query<BlogRow>(`${select(lang)} WHERE id = $1`, [id]);
  return rows.map(inLanguage(lang))[0] ?? null;
}
