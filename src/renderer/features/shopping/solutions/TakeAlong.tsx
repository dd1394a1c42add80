import { useTranslation } from 'react-i18next';
import type { PlanVersion } from '../../../../shared/api/plans';
import { PlanPrint } from './PlanPrint';
import { printSheet } from './print-sheet';

/** Ways to take the plan to the shops: the whole plan on paper (or as a PDF). */
export function TakeAlong({ version }: { version: PlanVersion }) {
  const { t } = useTranslation();
  return (
    <section className="sh-card sh-take-along" aria-labelledby="sh-take-along-title">
      <h2 id="sh-take-along-title">{t('shopping.along.title')}</h2>
      <div className="sh-actions sh-take-along-actions">
        <button type="button" className="btn" onClick={() => void printSheet('plan', t('shopping.print.fileName', { name: version.name.slice(0, 80) }))}>
          {t('shopping.print.button')}
        </button>
      </div>
      <PlanPrint version={version} />
    </section>
  );
}
