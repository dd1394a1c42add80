import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { PlanVersion } from '../../../../shared/api/plans';
import { storesInVisitingOrder } from '../../../../shared/plan-sheet';
import { keepUnits } from '../../../i18n/format';
import { useFormat } from '../../../lib/use-format';
import { lineTotal } from '../logic';
import { PlanPricesNote, priceSourcesOf } from './PlanPricesNote';
import { subtotalOf } from './PriceTable';
import { usePrintSheet } from './print-sheet';
import { StopName } from './Checklist';
import { ShopAddress } from '../../../components/ShopAddress';

/**
 * The whole plan on A4 paper, for "Print plan": the list's name, when the plan was made and the date of its prices,
 * each store in visiting order with its items, prices and subtotal, the totals and the trip. It sits outside the app's
 * layout (a child of <body>) and is there only while <html data-print="plan">.
 */
export function PlanPrint({ version }: { version: PlanVersion }) {
  // Drawn only while the plan is printed: on screen it would be a second copy of the plan for a screen reader.
  return usePrintSheet() === 'plan' ? <Sheet version={version} /> : null;
}

function Sheet({ version }: { version: PlanVersion }) {
  const { t } = useTranslation();
  const { ft, date, dateTime, km } = useFormat();
  const stores = storesInVisitingOrder(version);
  const route = version.route ?? null;
  const products = stores.flatMap((r) => r.products);
  const sourceOf = new Map(stores.flatMap((r) => r.shop.map((sh) => [sh.id, sh.source] as const)));
  // The data date: the newest day a price on the plan was observed, or the catalogue an estimate was modelled for.
  const dataDate = products.map((p) => p.price_source.date).filter((d): d is string => !!d).sort().at(-1);
  return createPortal(
    <article className="sh-print-plan" data-testid="print-plan">
      <h1>{t('shopping.print.title', { name: version.name })}</h1>
      <p>
        {t('shopping.print.made', { date: dateTime(version.created) })}
        <br />
        {t('shopping.solutions.prices')}: <PlanPricesNote sources={priceSourcesOf(products)} />
        {dataDate ? (
          <>
            <br />
            {t('shopping.print.dataDate', { date: date(dataDate) })}
          </>
        ) : null}
      </p>
      {stores.map((r, i) => (
        <section key={r.id} className="sh-print-store">
          <h2>
            <StopName n={i + 1} store={r} addressClass="sh-print-address" />
          </h2>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('shopping.print.item')}</th>
                <th scope="col" className="num">
                  {t('shopping.print.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('shopping.print.unitPrice')}
                </th>
                <th scope="col" className="num">
                  {t('shopping.print.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {r.products.map((p, j) => (
                <tr key={p.id ?? j}>
                  <td>{keepUnits(p.name)}</td>
                  <td className="num">{p.quantity}</td>
                  <td className="num">{ft(p.price)}</td>
                  <td className="num">{ft(lineTotal(p.price, p.quantity))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('shopping.follow.subtotalShort')}
                </th>
                <td className="num">{ft(subtotalOf(r.products))}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      ))}
      {version.missing?.length ? (
        <p>{t('shopping.advice.missing', { items: version.missing.map((m) => t('shopping.advice.missingItem', { name: m.name, quantity: m.quantity })).join(', ') })}</p>
      ) : null}
      <dl className="sh-print-totals">
        <div>
          <dt>{t('shopping.print.goods')}</dt>
          <dd className="num">{ft(version.total)}</dd>
        </div>
        {route ? (
          <>
            <div>
              <dt>{t('shopping.print.trip')}</dt>
              <dd className="num">{t('shopping.solutions.routeValue', { km: km(route.km * 1000), cost: ft(route.travel_cost) })}</dd>
            </div>
            <div>
              <dt>{t('shopping.print.goodsAndTrip')}</dt>
              <dd className="num">{ft(version.total + route.travel_cost)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {route?.stops.length ? (
        <section className="sh-print-route">
          <h2>{t('shopping.detail.route')}</h2>
          <p>{t('shopping.detail.start')}</p>
          <ol>
            {route.stops.map((s) => (
              <li key={s.shop_id}>
                {s.retailer_name}, <ShopAddress address={s.address} source={sourceOf.get(s.shop_id)} />
              </li>
            ))}
          </ol>
          <p>{t('shopping.detail.end')}</p>
        </section>
      ) : null}
    </article>,
    document.body,
  );
}
