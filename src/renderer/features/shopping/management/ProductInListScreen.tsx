import { PriceSourceNote, UnavailableNote } from '../../../components/PriceSourceNote';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BackHeader } from '../../../components/BackHeader';
import { ProductImage } from '../../../components/ProductImage';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { useFormat } from '../../../lib/use-format';
import { useUnit } from '../components/feedback';
import { useSetQuantity } from './use-set-quantity';
import { lineTotal } from '../logic';
import { useScreenLists } from '../use-lists';
import { keepUnits } from '../../../i18n/format';
import { parseId } from '../../browse/listing/parse-id';

/** /shopping/management/product/{id}: the spec's mock-up of a list row, filled with that row's real values. */
export function ProductInListScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const productId = parseId(id);
  const { lists, listsState, preferredId } = useScreenLists();
  const { change: setQuantity, busy } = useSetQuantity();
  const { ft, date, amount } = useFormat();
  const unit = useUnit();
  const navigate = useNavigate();

  if (!lists && listsState.status === 'loading') {
    return (
      <section>
        <BackHeader title={t('shopping.product.title')} />
        <Spinner center />
      </section>
    );
  }
  if (!lists && listsState.status === 'error') {
    return (
      <section>
        <BackHeader title={t('shopping.product.title')} />
        <ErrorState code={listsState.code} onRetry={listsState.reload} />
      </section>
    );
  }
  // The list named in the URL, else the one opened last, else the first that has the product.
  const candidates = lists ?? [];
  const list =
    candidates.find((l) => l.id === preferredId && l.products.some((p) => p.id === productId)) ??
    candidates.find((l) => l.products.some((p) => p.id === productId));
  const row = list?.products.find((p) => p.id === productId);
  if (!list || !row) {
    return (
      <section>
        <BackHeader title={t('shopping.product.title')} />
        <EmptyState text={t('shopping.product.notOnList')}>
          <Link className="btn" to="/shopping/management">
            {t('shopping.plan.toLists')}
          </Link>
        </EmptyState>
      </section>
    );
  }

  const change = async (quantity: number) => {
    if ((await setQuantity(list, row, quantity)) && quantity === 0) navigate('/shopping/management');
  };

  return (
    <section className="sh-product-in-list">
      <BackHeader title={keepUnits(row.name)} />
      <div className="sh-card sh-pil">
        <ProductImage photo={row.photo} alt="" className="sh-pil-photo" />
        <dl className="sh-pil-facts">
          <div>
            <dt>{t('shopping.product.list')}</dt>
            <dd>{list.name}</dd>
          </div>
          <div>
            <dt>{t('shopping.product.retailer')}</dt>
            <dd>{row.retailer_name}</dd>
          </div>
          <div>
            <dt>{t('shopping.product.price')}</dt>
            <dd>
              <span className="num">{ft(row.price)}</span> <PriceSourceNote source={row.price_source} long />
              {row.available === false ? ' ' : null}
              <UnavailableNote available={row.available} source={row.price_source} />
            </dd>
          </div>
          {row.package != null ? (
            <div>
              <dt>{t('shopping.product.package')}</dt>
              <dd className="num">
                {amount(row.package, row.unit ?? '', unit)}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('shopping.product.saving')}</dt>
            <dd className="num">{ft(row.saving)}</dd>
          </div>
          <div>
            <dt>{t('shopping.product.added')}</dt>
            <dd>{date(row.created)}</dd>
          </div>
          <div>
            <dt>{t('shopping.product.lineTotal', { count: row.quantity })}</dt>
            <dd className="num sh-big">{ft(lineTotal(row.price, row.quantity))}</dd>
          </div>
        </dl>
        <div className="sh-pil-actions">
          <QuantityStepper value={row.quantity} label={row.name} busy={busy !== null} onChange={(q) => void change(q)} />
          <Link className="btn" to={`/product/${row.id}`}>
            {t('shopping.product.open')}
          </Link>
        </div>
      </div>
    </section>
  );
}
