import { useId } from 'react';
import type { Category } from '../../../../shared/api/catalogue';
import { CloseIcon } from '../../../components/icons';

/** The texts come translated. */
interface Props {
  label: string;
  /** The first option, which filters by no category. */
  allText: string;
  clearLabel: string;
  options: readonly Pick<Category, 'id' | 'name'>[];
  value: number | null;
  onChange(id: number | null): void;
}

/** A category filter (the search drawer's main and sub-category, a category page's sub-category), with a button that clears it. */
export function CategorySelect({ label, allText, clearLabel, options, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="br-select-field">
      <label htmlFor={id}>{label}</label>
      <div className="br-select-row">
        <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{allText}</option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="button" className="icon-btn" aria-label={clearLabel} disabled={value === null} onClick={() => onChange(null)}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
