import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Retailer } from '../../../../shared/api';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { useAtomValue } from '../../../state/jotai';
import { appInfoAtom, mediaUrl } from '../../../state/app-info';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  retailers: Retailer[];
  selected: number[];
  onApply(ids: number[]): void;
}

/** SPEC §2: a checkbox per retailer; Next is disabled while none is checked. Cancel keeps the previous choice. */
export function RetailerFilterDialog({ open, onOpenChange, retailers, selected, onApply }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('zone.filterTitle')} description={t('zone.filterText')}>
      {/* Radix unmounts the content when closed, so each opening starts from the current choice. */}
      <FilterBody retailers={retailers} selected={selected} onApply={onApply} />
    </Dialog>
  );
}

function FilterBody({ retailers, selected, onApply }: Omit<Props, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation();
  const info = useAtomValue(appInfoAtom);
  const [draft, setDraft] = useState<number[]>(selected);
  const toggle = (id: number) => setDraft((d) => (d.includes(id) ? d.filter((x) => x !== id) : [...d, id]));
  return (
    <>
      <div className="zone-filter-tools">
        <button type="button" className="btn btn-ghost" onClick={() => setDraft(retailers.map((r) => r.id))}>
          {t('zone.selectAll')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setDraft([])}>
          {t('zone.selectNone')}
        </button>
      </div>
      <ul className="zone-filter-list">
        {retailers.map((r) => {
          const logo = mediaUrl(info, r.photo);
          return (
            <li key={r.id}>
              <label>
                <input type="checkbox" checked={draft.includes(r.id)} onChange={() => toggle(r.id)} />
                {logo ? (
                  <img src={logo} alt="" width={32} height={32} />
                ) : (
                  <span className="zone-chip" style={{ background: r.color }} aria-hidden="true" />
                )}
                <span>{r.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="dialog-actions">
        <DialogClose asChild>
          <button type="button" className="btn">
            {t('common.cancel')}
          </button>
        </DialogClose>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!draft.length}
          // Catalogue order, so the side list and the saved zone read the same way every time.
          onClick={() => onApply(retailers.filter((r) => draft.includes(r.id)).map((r) => r.id))}
        >
          {t('zone.next')}
        </button>
      </div>
    </>
  );
}
