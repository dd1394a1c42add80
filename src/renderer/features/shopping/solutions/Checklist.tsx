import { ShopAddress } from '../../../components/ShopAddress';
import { keepUnits } from '../../../i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanVersion } from '../../../../shared/api/plans';
import { storesInVisitingOrder } from '../../../../shared/plan-sheet';
import { printSheet } from './print-sheet';

/**
 * The shopping checklist in visiting order: each stop's items to tick off in the shop. Ticks are kept on this
 * computer per plan, so nothing is lost when the app closes; the list prints (or saves as a PDF) on its own.
 */
/** A stop of the plan's route by its number, chain and shop address: "1. Aldi 1051 Budapest, …". */
export function StopName({ n, store, addressClass }: { n: number; store: PlanVersion['retailers'][number]; addressClass: string }) {
  const { t } = useTranslation();
  const shop = store.shop[0];
  return (
    <>
      {t('shopping.follow.stop', { n, retailer: store.name })}
      {shop ? (
        <>
          {' '}
          <ShopAddress address={shop.address} source={shop.source} className={addressClass} />
        </>
      ) : null}
    </>
  );
}

export function Checklist({ version }: { version: PlanVersion }) {
  const { t } = useTranslation();
  const key = `kosar.checklist.${version.id}`;
  const [ticked, setTicked] = useState<Set<string>>(() => {
    try {
      return new Set(JSON.parse(localStorage.getItem(key) ?? '[]') as string[]);
    } catch {
      return new Set();
    }
  });
  const toggle = (id: string) => {
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      localStorage.setItem(key, JSON.stringify([...next]));
      return next;
    });
  };
  const stores = storesInVisitingOrder(version);
  const total = stores.reduce((n, r) => n + r.products.length, 0);
  return (
    <section className="sh-card sh-checklist" aria-labelledby="sh-checklist-title" data-testid="checklist">
      <div className="sh-checklist-head">
        <h2 id="sh-checklist-title">{t('shopping.follow.checklistTitle')}</h2>
        <p className="muted sh-small" aria-live="polite">
          {t('shopping.follow.progress', { done: ticked.size, count: total })}
        </p>
      </div>
      <ol className="sh-checklist-stops">
        {stores.map((r, i) => (
          <li key={r.id}>
            <h3>
              <StopName n={i + 1} store={r} addressClass="muted sh-small" />
            </h3>
            <ul>
              {r.products.map((p, j) => {
                const id = `${r.id}:${p.id ?? j}`;
                return (
                  <li key={id}>
                    <label className={ticked.has(id) ? 'sh-ticked' : undefined}>
                      <input type="checkbox" checked={ticked.has(id)} onChange={() => toggle(id)} />
                      <span>{t('shopping.follow.line', { name: keepUnits(p.name), quantity: p.quantity })}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
      <div className="sh-actions sh-no-print">
        <button type="button" className="btn" onClick={() => void printSheet('checklist', t('shopping.follow.fileName', { id: version.id }))}>
          {t('shopping.follow.print')}
        </button>
        {ticked.size ? (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              localStorage.removeItem(key);
              setTicked(new Set());
            }}
          >
            {t('shopping.follow.clear')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
