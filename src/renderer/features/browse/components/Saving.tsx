import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

/** The real saving of an offer against the average across retailers (the spec's card hard-coded 3). */
export function Saving({ amount }: { amount: number }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  if (amount <= 0) return <span className="br-saving br-saving-none">{t('browse.row.noSaving')}</span>;
  return <span className="br-saving num">{t('browse.row.saving', { amount: ft(amount) })}</span>;
}
