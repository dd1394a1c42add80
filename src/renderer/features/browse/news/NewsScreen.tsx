import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { BackHeader } from '../../../components/BackHeader';
import { ProductImage } from '../../../components/ProductImage';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { useFormat } from '../../../lib/use-format';
import { parseId } from '../listing/parse-id';
import { resource, useResource } from '../../../state/resource';
import { keepProse } from '../../../i18n/format';

/** The news spinner is dark brown (SPEC §9). */
const NewsSpinner = () => <Spinner center color="var(--spinner-news)" />;

/** /news of SPEC §2: cards with photo (or the placeholder), title and intro, each opening its post. */
export function NewsScreen() {
  const { t } = useTranslation();
  const news = useResource(resource('blogs'), { pick: (d) => d.blogs });
  return (
    <section className="br-news">
      <BackHeader title={t('browse.news.title')} />
      {!news.data ? (
        news.status === 'error' ? (
          <ErrorState code={news.code ?? 'UNKNOWN'} onRetry={news.reload} />
        ) : (
          <NewsSpinner />
        )
      ) : news.data.length === 0 ? (
        <EmptyState text={t('browse.news.empty')} />
      ) : (
        <ul className="card-grid br-news-grid">
          {news.data.map((post) => (
            <li key={post.id}>
              <article className="br-news-card">
                {/* The thumbnail reads at card size; the post's page shows its full chart. */}
                <ProductImage photo={post.thumb ?? post.photo} alt="" />
                <h2 className="br-news-card-title">
                  <Link to={`/news/${post.id}`} className="br-stretched">
                    {keepProse(post.title)}
                  </Link>
                </h2>
                <p className="muted">{keepProse(post.intro)}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /news/{id}: the post with its body and created date; without a usable id it goes to / (SPEC §2). */
export function NewsPostScreen() {
  const id = parseId(useParams().id);
  return id === null ? <Navigate to="/" replace /> : <NewsPost id={id} />;
}

function NewsPost({ id }: { id: number }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const post = useResource(resource('blog', { params: { id } }));
  const p = post.data;
  if (!p) {
    return (
      <section className="br-news-post">
        <BackHeader title={t('browse.news.title')} />
        {post.status === 'error' ? (
          <ErrorState code={post.code ?? 'UNKNOWN'} onRetry={post.reload} notFound={t('browse.news.notFound')} />
        ) : (
          <NewsSpinner />
        )}
      </section>
    );
  }
  return (
    <article className="br-news-post">
      <BackHeader title={keepProse(p.title)} />
      <ProductImage photo={p.photo} narrow={p.photo_narrow} alt="" className="br-news-photo" />
      <h2>{keepProse(p.title)}</h2>
      <p className="br-news-intro">{keepProse(p.intro)}</p>
      <div className="br-news-body">
        {(p.body ?? '').split(/\n{2,}/).map((para, i) => (para.trim() ? <p key={i}>{keepProse(para)}</p> : null))}
      </div>
      <p className="muted br-news-created">
        {t('browse.news.createdAt')}
        <time dateTime={p.created}>{date(p.created)}</time>
      </p>
    </article>
  );
}
