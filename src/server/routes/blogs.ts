import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { defineRoute } from '../http';
import { langOf } from '../lang';
import { col } from '../repo/products';

export async function blogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const select = (lang: 'en' | 'hu') => {
    const l = col(lang);
    return `SELECT id, title_${l} AS title, intro_${l} AS intro, body_${l} AS body, photo, created FROM blogs`;
  };
  const iso = <T extends { created: string | Date }>(b: T) => ({ ...b, created: new Date(b.created).toISOString() });

  defineRoute(app, 'blogs', async ({ req }) => {
    const rows = await db.query<{ id: number; title: string; intro: string; body: string | null; photo: string | null; created: Date }>(
      `${select(langOf(req))} ORDER BY created DESC, id DESC`,
    );
    return { blogs: rows.map(iso) };
  });

  defineRoute(app, 'blog', async ({ req, params }) => {
    const rows = await db.query<{ id: number; title: string; intro: string; body: string | null; photo: string | null; created: Date }>(
      `${select(langOf(req))} WHERE id = $1`,
      [params.id],
    );
    if (!rows[0]) throw new AppError('NOT_FOUND', 'No such post');
    return iso(rows[0]);
  });
}
