import { ShopAddress } from '../../../components/ShopAddress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanVersion } from '../../../../shared/api/plans';
import { kosar } from '../../../lib/bridge';

/**
 * The shopping checklist in visiting order: each stop's items to tick off in the shop. Ticks are kept on this
 * computer per plan, so nothing is lost when the app closes; the list prints (or saves as a PDF) on its own.
 */
export function Checklist({ version, order }: { version: PlanVersion; order: number[] }) {
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
  const rank = (r: PlanVersion['retailers'][number]) => {
    const at = order.indexOf(r.shop[0]?.id ?? -1);
    return at < 0 ? order.length : at;
  };
  const stores = [...version.retailers].sort((a, b) => rank(a) - rank(b));
  const total = stores.reduce((n, r) => n + r.products.length, 0);
  const onPrint = async () => {
    const saved = await kosar()
      .app.savePdf({ name: t('shopping.follow.fileName', { id: version.id }) })
      .catch(() => null);
    // Where the host cannot make a PDF (a browser), its print dialog can print or save one.
    if (!saved || !saved.ok || !saved.data.available) window.print();
  };
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
              {t('shopping.follow.stop', { n: i + 1, retailer: r.name })}
              {r.shop[0] ? (
                <>
                  {' '}
                  <ShopAddress address={r.shop[0].address} source={r.shop[0].source} className="muted sh-small" />
                </>
              ) : null}
            </h3>
            <ul>
              {r.products.map((p, j) => {
                const id = `${r.id}:${p.id ?? j}`;
                return (
                  <li key={id}>
                    <label className={ticked.has(id) ? 'sh-ticked' : undefined}>
                      <input type="checkbox" checked={ticked.has(id)} onChange={() => toggle(id)} />
                      <span>{t('shopping.follow.line', { name: p.name, quantity: p.quantity })}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
      <div className="sh-actions sh-no-print">
        <button type="button" className="btn" onClick={() => void onPrint()}>
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
