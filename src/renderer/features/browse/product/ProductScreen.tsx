import { ShopAddress } from '../../../components/ShopAddress';
import { PriceSourceNote, UnavailableNote } from '../../../components/PriceSourceNote';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { OtherOffer, ProductDetail } from '../../../../shared/api/catalogue';
import { unitLabel } from '../../../../shared/product-name';
import { BackIcon, ChevronDownIcon, InfoIcon, MapPinIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/ProductImage';
import { Spinner } from '../../../components/Spinner';
import { BackHeader } from '../../../components/BackHeader';
import { ErrorState } from '../../../components/States';
import { SearchAction } from '../search/SearchAction';
import { TrendIndicator } from '../../../components/TrendIndicator';
import { HistoryBasisNote, trendPending } from './HistoryBasisNote';
import { useFormat } from '../../../lib/use-format';
import { OfferTerms } from './OfferTerms';
import { AddToListButton } from '../add-to-list/AddToListButton';
import { AddToListDialog } from '../add-to-list/AddToListDialog';
import { FavouriteToggle } from '../components/FavouriteToggle';
import { WatchButton } from '../../alerts/WatchButton';
import { parseId } from '../listing/parse-id';
import { resource, useResource } from '../../../state/resource';
import { RETAILERS } from '../../../state/user-data';
import { PriceHistoryChart } from './PriceHistoryChart';
import { keepProse, keepUnits } from '../../../i18n/format';

/** /product/{id} of SPEC §2, with the price history chart beyond it. */
export function ProductScreen() {
  const id = parseId(useParams().id);
  return id === null ? <Missing /> : <Product key={id} id={id} />;
}

function Missing() {
  const { t } = useTranslation();
  return (
    <article className="br-product-page">
      <BackHeader title={t('browse.product.notFoundTitle')} />
      <ErrorState code="NOT_FOUND" notFound={t('browse.product.notFound')} notFoundAction={<SearchAction />} />
    </article>
  );
}

function Product({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const product = useResource(resource('product', { params: { id } }));
  const retailers = useResource(RETAILERS);
  const [adding, setAdding] = useState(false);
  const p = product.data;

  return (
    <article className="br-product-page">
      <div className="back-header br-product-top">
        <button type="button" className="icon-btn" aria-label={t('common.back')} onClick={() => navigate(-1)}>
          <BackIcon />
        </button>
        {p ? null : product.code === 'NOT_FOUND' ? (
          <h1>{t('browse.product.notFoundTitle')}</h1>
        ) : (
          <h1 className="visually-hidden">{t('browse.product.title')}</h1>
        )}
        <span className="br-spacer" />
        {p ? (
          <>
            <FavouriteToggle product={p} name={p.name} />
            <WatchButton productId={p.id} name={p.name} />
            <AddToListButton product={p} onOpen={() => setAdding(true)} withText />
          </>
        ) : null}
      </div>
      {!p ? (
        product.status === 'error' ? (
          <ErrorState code={product.code ?? 'UNKNOWN'} onRetry={product.reload} notFound={t('browse.product.notFound')} notFoundAction={<SearchAction />} />
        ) : (
          <Spinner center />
        )
      ) : (
        <>
          <Facts product={p} />
          <OtherOffers product={p} />
          <section className="br-panel">
            {p.history?.length ? (
              <>
                <PriceHistoryChart
                  history={p.history}
                  ownId={p.id}
                  retailers={retailers.data?.retailers ?? []}
                  lowest={p.lowest_12m}
                />
                <HistoryBasisNote basis={p.history_basis} />
              </>
            ) : (
              <>
                <h2>{t('browse.chart.title')}</h2>
                <p className="muted">{t('browse.chart.noData')}</p>
              </>
            )}
          </section>
          <AddToListDialog product={adding ? p : null} onClose={() => setAdding(false)} />
        </>
      )}
    </article>
  );
}

function Facts({ product: p }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { ft, lang, amount } = useFormat();
  const [showAddress, setShowAddress] = useState(false);
  return (
    <div className="br-product-hero">
      <ProductImage photo={p.photo} alt={p.name} className="br-product-hero-photo" />
      <div className="br-product-facts">
        <h1 className="br-product-name">{keepUnits(p.name)}</h1>
        <p className="br-product-price num">{ft(p.price)}</p>
        <OfferTerms product={p} />
        <p className="br-product-source">
          <PriceSourceNote source={p.price_source} long />
        </p>
        {p.available === false ? (
          <p className="br-product-unavailable">
            <UnavailableNote available={p.available} source={p.price_source} />
          </p>
        ) : null}
        <dl className="br-facts">
          {p.package !== null && p.unit ? (
            <>
              <dt>{t('browse.product.package')}</dt>
              <dd className="num">{t('browse.row.package', { package: amount(p.package, p.unit, (u) => unitLabel(u, lang)) })}</dd>
            </>
          ) : null}
          {p.raw_name ? (
            <>
              {/* The chain's own text, as the price monitor gives it: the name above is cleaned for reading. */}
              <dt>{t('browse.product.rawName')}</dt>
              <dd data-testid="raw-name" lang="hu">
                {p.raw_name}
              </dd>
            </>
          ) : null}
          <dt>{t('browse.product.retailer')}</dt>
          <dd>{p.retailer_name}</dd>
          {p.unit_price !== null ? (
            <>
              <dt>{t('browse.product.unitPrice')}</dt>
              <dd className="num">
                {t('browse.row.perUnit', { price: ft(p.unit_price), unit: unitLabel(p.unit_price_unit ?? p.unit ?? '', lang) })}
              </dd>
            </>
          ) : null}
          <dt>{t('browse.product.trend')}</dt>
          <dd>
            {trendPending(p.history_basis) || (p.trending === null && p.history_basis) ? (
              <span className="muted" data-testid="trend-pending">
                {t('history.noTrend', { count: p.history_basis!.days })}
              </span>
            ) : (
              <>
                <TrendIndicator percent={p.trending} />
                <Definition label={t('browse.product.trendDefinitionLabel')} text={t('trend.definition')} />
                <HistoryBasisNote basis={p.history_basis} />
              </>
            )}
          </dd>
          <dt>{t('browse.product.saving')}</dt>
          <dd>
            <span className="num">{ft(p.saving)}</span>
            <Definition label={t('browse.product.savingDefinitionLabel')} text={t('browse.product.savingDefinition')} />
          </dd>
        </dl>
        {p.description ? <p className="muted">{keepProse(p.description)}</p> : null}
        <div>
          <button type="button" className="btn" aria-expanded={showAddress} onClick={() => setShowAddress((v) => !v)}>
            <MapPinIcon />
            {showAddress ? t('browse.product.hideAddress') : t('browse.product.showAddress')}
          </button>
          {showAddress ? (
            <p className="br-address" role="status">
              {p.address ? (
                <>
                  {t('browse.product.nearestShop')}: <ShopAddress address={p.address} source={p.address_source} />
                </>
              ) : (
                t('browse.product.noAddress')
              )}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * A definition behind a small info button: always in the accessibility tree, shown on demand. The button is named
 * after what it defines, so two of them on a page do not read the same.
 */
function Definition({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-btn br-info-btn"
        aria-label={label}
        aria-expanded={open}
        title={text}
        onClick={() => setOpen((v) => !v)}
      >
        <InfoIcon />
      </button>
      {open ? <span className="br-definition">{text}</span> : null}
    </>
  );
}

function OtherOffers({ product: p }: { product: ProductDetail }) {
  const { t } = useTranslation();
  return (
    <section className="br-panel">
      <h2>{t('browse.product.others')}</h2>
      {p.other_offers.length === 0 ? (
        <p className="muted">{t('browse.product.noOthers')}</p>
      ) : (
        <ul className="br-offers">
          {p.other_offers.map((o) => (
            <OfferRow key={o.id} offer={o} basePrice={p.price} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OfferRow({ offer: o, basePrice }: { offer: OtherOffer; basePrice: number }) {
  const { t } = useTranslation();
  const { ft, km, lang } = useFormat();
  const [open, setOpen] = useState(false);
  const diff = o.price - basePrice;
  // A similar product is another product, often in another pack: its price per unit, not a difference to this one's.
  const compare = o.similar
    ? o.unit_price != null && o.unit
      ? t('browse.row.perUnit', { price: ft(o.unit_price), unit: unitLabel(o.unit, lang) })
      : ''
    : diff < 0
      ? t('browse.product.cheaper', { amount: ft(-diff) })
      : diff > 0
        ? t('browse.product.dearer', { amount: ft(diff) })
        : t('browse.product.same');
  return (
    <li className={`br-offer${open ? ' is-open' : ''}`}>
      <button type="button" className="br-offer-summary" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <span className="br-offer-retailer">
          {o.retailer_name}
          {o.name ? (
            <span className="br-offer-name" data-testid="offer-name">
              {keepUnits(o.name)}
            </span>
          ) : null}
          {o.similar ? (
            <span className="br-offer-similar" data-testid="offer-similar" title={t('browse.product.similarDefinition')}>
              {t('browse.product.similar')}
            </span>
          ) : null}
        </span>
        <span className="br-offer-price">
          <span className="br-price num">{ft(o.price)}</span>
          {/* Every price carries its source and date, collapsed or not: "Árfigyelő, 25 September 2026" or "Estimated price". */}
          <PriceSourceNote source={o.price_source} />
        </span>
        <span className={`br-offer-compare ${diff < 0 && !o.similar ? 'is-cheaper' : ''}`}>{compare}</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <div className="br-offer-detail">
          <dl className="br-facts">
            <dt>{t('price.source')}</dt>
            <dd>
              <PriceSourceNote source={o.price_source} long />
            </dd>
            <dt>{t('browse.product.address')}</dt>
            <dd>
              {o.address ? <ShopAddress address={o.address} source={o.address_source} /> : t('browse.product.noAddress')}
            </dd>
            {o.distance_m !== null && o.distance_m !== undefined ? (
              <>
                <dt>{t('browse.product.distance')}</dt>
                <dd className="num">{km(o.distance_m)}</dd>
              </>
            ) : null}
          </dl>
          <Link to={`/product/${o.id}`}>{t('browse.product.openOffer')}</Link>
        </div>
      ) : null}
    </li>
  );
}
