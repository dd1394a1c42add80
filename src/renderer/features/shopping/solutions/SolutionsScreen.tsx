import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Solution } from '../../../../shared/api/plans';
import { BackHeader } from '../../../components/BackHeader';
import { Spinner } from '../../../components/Spinner';
import { EmptyState } from '../../../components/States';
import { PlanPricesNote } from './PlanPricesNote';
import { useFormat } from '../../../lib/use-format';
import { useAtomValue } from '../../../state/jotai';
import { shoppingLoadingAtom } from '../../../state/user-data';
import { solutionListAtom } from '../atoms';
import { orderSolutions } from '../logic';
import { AdviceList, MissingItems } from './Advice';
import { PlanTermsNote } from './PlanTermsNote';

/** /shopping/solutions: the candidate plans of the last request, best first (SPEC §2). */
export function SolutionsScreen() {
  const { t } = useTranslation();
  const state = useAtomValue(solutionListAtom);
  const loading = useAtomValue(shoppingLoadingAtom);
  const header = <BackHeader title={state ? t('shopping.solutions.titleFor', { name: state.listName }) : t('shopping.solutions.title')} />;
  if (!state && loading === 'pending') {
    return (
      <section>
        {header}
        <Spinner center />
      </section>
    );
  }
  if (!state || state.solutions.length === 0) {
    return (
      <section>
        {header}
        <EmptyState text={t('shopping.solutions.none')}>
          <Link className="btn" to="/shopping/management">
            {t('shopping.plan.toLists')}
          </Link>
        </EmptyState>
      </section>
    );
  }
  const solutions = orderSolutions(state.solutions);
  const withTrip = solutions.some((s) => s.travel_included);
  return (
    <section className="sh-solutions">
      {header}
      <p className="muted sh-small sh-baseline" id="sh-baseline">
        {t(withTrip ? 'shopping.solutions.baselineTrip' : 'shopping.solutions.baseline')}
      </p>
      <ol className="card-grid sh-solution-list">
        {solutions.map((s, i) => (
          <SolutionCard key={s.id} solution={s} best={i === 0} />
        ))}
      </ol>
    </section>
  );
}

function SolutionCard({ solution: s, best }: { solution: Solution; best: boolean }) {
  const { t } = useTranslation();
  const { ft, percent, km } = useFormat();
  const navigate = useNavigate();
  const titleId = `sh-solution-${s.id}`;
  const withTrip = s.travel_included === true && s.net_total !== undefined && !!s.route;
  return (
    <li className="sh-card sh-solution" aria-labelledby={titleId} data-testid="solution-card">
      <div className="sh-solution-head">
        <h2 id={titleId} className="sh-solution-title">
          {t('shopping.solutions.cardTitle', { count: s.store_count })}
        </h2>
        {best ? <span className="sh-badge">{t('shopping.solutions.best')}</span> : null}
      </div>
      <p className="sh-solution-retailers">{s.retailers.map((r) => r.retailer_name).join(' · ')}</p>
      <dl className="sh-figures">
        {/* The total says what it includes: goods only, or goods and the trip with its km and Ft. */}
        <div>
          <dt>{t(withTrip ? 'shopping.solutions.totalWithTrip' : 'shopping.solutions.totalGoods')}</dt>
          <dd className="num" data-testid="solution-total" data-value={withTrip ? s.net_total : s.total} data-goods={s.total}>
            {ft(withTrip ? s.net_total! : s.total)}
            {withTrip ? (
              <span className="sh-small muted sh-breakdown" data-testid="solution-breakdown">
                {' '}
                {t('shopping.solutions.totalBreakdown', { goods: ft(s.total), trip: ft(s.route!.travel_cost), km: km(s.route!.km * 1000) })}
              </span>
            ) : null}
          </dd>
        </div>
        {s.savings === null || s.save_percent === null ? (
          // No single shop sells the whole list: there is nothing to measure a saving against, and no saving is shown.
          <div className="sh-no-single-shop">
            <dt>{t('shopping.solutions.noSingleShop')}</dt>
            <dd className="sh-small" data-testid="solution-no-saving">
              {t('shopping.solutions.noSaving')}
            </dd>
          </div>
        ) : (
          <div className="sh-saving">
            <dt>{t('shopping.solutions.saving')}</dt>
            <dd className="num" aria-describedby="sh-baseline">
              {ft(s.savings)} <span data-testid="solution-percent">({percent(s.save_percent)})</span>
            </dd>
          </div>
        )}
        {s.average ? (
          <div>
            <dt>{t('shopping.solutions.average')}</dt>
            <dd className="num" data-testid="solution-average">
              {ft(s.average.savings)} ({percent(s.average.save_percent)})
            </dd>
          </div>
        ) : null}
        {s.price_sources ? (
          <div className="sh-figure-wide">
            <dt>{t('shopping.solutions.prices')}</dt>
            <dd className="sh-small" data-testid="solution-prices">
              <PlanPricesNote sources={s.price_sources} />
            </dd>
          </div>
        ) : null}
        {s.route && !withTrip ? (
          <div className="sh-figure-wide">
            <dt>{t('shopping.solutions.route')}</dt>
            <dd className="num">{t('shopping.solutions.routeNotCounted', { km: km(s.route.km * 1000) })}</dd>
          </div>
        ) : null}
      </dl>
      <PlanTermsNote terms={s.terms} />
      <AdviceList advice={s.advice ?? []} />
      <MissingItems items={s.missing ?? []} />
      <div className="sh-actions">
        <button type="button" className="btn btn-primary" aria-describedby={titleId} onClick={() => navigate(`/shopping/solutions/${s.id}`)}>
          {t('shopping.solutions.viewDetail')}
        </button>
      </div>
    </li>
  );
}
