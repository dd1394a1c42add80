import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Solution } from '../../../../shared/api/plans';
import { BackHeader } from '../../../components/BackHeader';
import { Spinner } from '../../../components/Spinner';
import { EmptyState } from '../../../components/States';
import { useFormat } from '../../../lib/use-format';
import { useAtomValue } from '../../../state/jotai';
import { shoppingLoadingAtom, solutionListAtom } from '../atoms';
import { orderSolutions, paysOff } from '../logic';
import { AdviceList, MissingItems } from './Advice';

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
  return (
    <section className="sh-solutions">
      {header}
      <p className="muted sh-small sh-baseline" id="sh-baseline">
        {t('shopping.solutions.baseline')}
      </p>
      <ol className="sh-solution-list">
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
  return (
    <li className={`sh-card sh-solution ${paysOff(s) ? '' : 'sh-solution-weak'}`} aria-labelledby={titleId} data-testid="solution-card">
      <div className="sh-solution-head">
        <h2 id={titleId} className="sh-solution-title">
          {t('shopping.solutions.cardTitle', { count: s.store_count })}
        </h2>
        {best ? <span className="sh-badge">{t('shopping.solutions.best')}</span> : null}
      </div>
      <p className="sh-solution-retailers">{s.retailers.map((r) => r.retailer_name).join(' · ')}</p>
      <dl className="sh-figures">
        <div>
          <dt>{t('shopping.solutions.total')}</dt>
          <dd className="num" data-testid="solution-total">
            {ft(s.total)}
          </dd>
        </div>
        <div className="sh-saving">
          <dt>{t('shopping.solutions.saving')}</dt>
          <dd className="num" aria-describedby="sh-baseline">
            {ft(s.savings)} <span data-testid="solution-percent">({percent(s.save_percent)})</span>
          </dd>
        </div>
        {s.route ? (
          <div>
            <dt>{t('shopping.solutions.route')}</dt>
            <dd className="num">{t('shopping.solutions.routeValue', { km: km(s.route.km * 1000), cost: ft(s.route.travel_cost) })}</dd>
          </div>
        ) : null}
        {s.net_total !== undefined ? (
          <div>
            <dt>{t('shopping.solutions.netTotal')}</dt>
            <dd className="num">{ft(s.net_total)}</dd>
          </div>
        ) : null}
      </dl>
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
