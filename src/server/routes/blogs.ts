import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { defineRoute } from '../http';
import { langOf } from '../lang';
import { blog, blogs, type BlogRow } from '../repo/blogs';

export async function blogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const iso = (b: BlogRow) => ({ ...b, created: new Date(b.created).toISOString() });

  defineRoute(app, 'blogs', async ({ req }) => ({ blogs: (await blogs(db, langOf(req))).map(iso) }));

  defineRoute(app, 'blog', async ({ req, params }) => {
    const found = await blog(db, langOf(req), params.id);
    if (!found) throw new AppError('NOT_FOUND', 'No such post');
    return iso(found);
  });
}
