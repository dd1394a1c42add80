import { useTranslation } from 'react-i18next';
import { RULES } from '../../shared/rules';

interface Props {
  value: number;
  onChange(next: number): void;
  /** The product the stepper is for, so screen readers say what the quantity is of. */
  label: string;
  busy?: boolean;
  min?: number;
}

/**
 * QTY with minus and plus (SPEC §2); minus sends the current quantity minus 1 (SPEC §5), never below min.
 * The buttons are never `disabled`: a disabled button drops the focus to <body>, so a keyboard user could not press
 * + twice (the save in between makes the stepper busy). They say they are unavailable (aria-disabled) and ignore
 * presses instead, and keep the focus.
 */
export function QuantityStepper({ value, onChange, label, busy = false, min = 0 }: Props) {
  const { t } = useTranslation();
  const canLess = !busy && value > min;
  const canMore = !busy && value < RULES.maxListQuantity;
  return (
    <div className="stepper" role="group" aria-label={t('stepper.label', { name: label })} aria-busy={busy}>
      <span className="stepper-qty" aria-hidden="true">
        {t('stepper.qty')}
      </span>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('stepper.minus', { name: label })}
        aria-disabled={!canLess}
        onClick={() => canLess && onChange(value - 1)}
      >
        −
      </button>
      <output className="num stepper-value" aria-live="polite" aria-label={t('stepper.quantity', { name: label })}>
        {value}
      </output>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('stepper.plus', { name: label })}
        aria-disabled={!canMore}
        onClick={() => canMore && onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
