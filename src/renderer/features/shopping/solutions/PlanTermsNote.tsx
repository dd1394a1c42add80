import { useTranslation } from 'react-i18next';
import type { PlanTerms } from '../../../../shared/api/plans';
import { useFormat } from '../../../lib/use-format';

/** What a plan's prices include beyond shelf prices: loyalty prices it took, the deposit, and what few shops carry. */
export function PlanTermsNote({ terms }: { terms: PlanTerms | undefined }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  if (!terms || (!terms.loyalty.length && !terms.deposit && !terms.risky.length)) return null;
  return (
    <div className="sh-plan-terms" data-testid="plan-terms">
      <p className="sh-small sh-plan-terms-title">{t('shopping.terms.title')}</p>
      <ul className="sh-small">
        {terms.loyalty.map((l) => (
          <li key={`l-${l.retailer_name}`}>
            {l.programme
              ? t('shopping.terms.loyaltyNamed', { programme: l.programme, retailer: l.retailer_name, count: l.lines })
              : t('shopping.terms.loyaltyChain', { retailer: l.retailer_name, count: l.lines })}
          </li>
        ))}
        {terms.deposit ? <li className="num">{t('shopping.terms.deposit', { fee: ft(terms.deposit) })}</li> : null}
        {terms.risky.map((r) => (
          <li key={`r-${r.retailer_name}`} className="sh-plan-risk">
            {t('shopping.terms.risky', { retailer: r.retailer_name, count: r.lines })}
          </li>
        ))}
      </ul>
    </div>
  );
}
