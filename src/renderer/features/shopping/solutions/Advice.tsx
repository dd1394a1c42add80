import { useTranslation } from 'react-i18next';
import type { Solution } from '../../../../shared/api/plans';
import { useFormat } from '../../../lib/use-format';

type Advice = NonNullable<Solution['advice']>[number];
type Missing = NonNullable<Solution['missing']>[number];

/**
 * The planner's notes in words, on the plan they concern: a plan with more stores was left out because it would
 * not save more (store_count is its store count). items-missing is said by MissingItems with the names.
 */
export function AdviceList({ advice }: { advice: Advice[] }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const shown = advice.filter((a) => a.kind !== 'items-missing');
  if (!shown.length) return null;
  return (
    <ul className="sh-advice">
      {shown.map((a, i) => (
        <li key={i}>
          {a.kind === 'split-not-worth'
            ? t('shopping.advice.splitNotWorth', { count: a.store_count, saving: ft(a.saving ?? 0), trip: ft(a.trip_cost ?? 0) })
            : a.kind === 'no-extra-saving'
              ? t('shopping.advice.noExtraSaving', { count: a.store_count })
              : t('shopping.advice.other')}
        </li>
      ))}
    </ul>
  );
}

/** Items none of the plan's stores sell: named, never dropped silently. */
export function MissingItems({ items }: { items: Missing[] }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <p className="sh-missing" data-testid="missing-items">
      {t('shopping.advice.missing', {
        items: items.map((m) => t('shopping.advice.missingItem', { name: m.name, quantity: m.quantity })).join(', '),
      })}
    </p>
  );
}
