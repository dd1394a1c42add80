import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PlanChanges } from '../../../../shared/api/plans';
import { useFormat } from '../../../lib/use-format';

/**
 * What changed since the plan was made: the items now cheaper or dearer, the items gone, what the plan costs today,
 * and what planning the same items again would save (with the way to do it).
 */
export function PlanChangesPanel({ changes: c, listId }: { changes: PlanChanges; listId: number }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const navigate = useNavigate();
  const row = (key: 'shopping.changes.cheaper' | 'shopping.changes.dearer' | 'shopping.changes.gone', items: PlanChanges['cheaper']) =>
    items.length ? (
      <li>
        {t(key, { count: items.length })}{' '}
        {items
          .map((i) => (i.now === null ? i.name : t('shopping.changes.item', { name: i.name, was: ft(i.was), now: ft(i.now) })))
          .join('; ')}
      </li>
    ) : null;
  const replan = c.replan;
  return (
    <section className="sh-card sh-changes" aria-labelledby="sh-changes-title" data-testid="plan-changes">
      <h2 id="sh-changes-title">{t('shopping.changes.title')}</h2>
      <ul>
        {row('shopping.changes.cheaper', c.cheaper)}
        {row('shopping.changes.dearer', c.dearer)}
        {row('shopping.changes.gone', c.gone)}
      </ul>
      <p>{t('shopping.changes.today', { total: ft(c.today_total), count: c.items })}</p>
      {replan && replan.items >= c.items && replan.saving > 0 ? (
        <p data-testid="replan-saving">
          <strong>{t('shopping.changes.replanSaves', { saving: ft(replan.saving), count: replan.store_count })}</strong>
        </p>
      ) : replan && replan.items > c.items ? (
        <p data-testid="replan-saving">{t('shopping.changes.replanBuysMore', { count: replan.items - c.items })}</p>
      ) : (
        <p data-testid="replan-saving">{t('shopping.changes.replanNoBetter')}</p>
      )}
      <button type="button" className="btn btn-ghost" onClick={() => navigate(`/shopping/plan?list=${listId}`)}>
        {t('shopping.changes.replan')}
      </button>
    </section>
  );
}
