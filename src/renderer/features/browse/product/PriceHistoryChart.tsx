import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceSeries, Retailer } from '../../../../shared/api/catalogue';
import { useFormat } from '../../../lib/use-format';
import { buildLines, monthTicks, niceTicks, priceAt, statsOf, type Line } from './chart-model';

interface Props {
  history: PriceSeries[];
  ownId: number;
  retailers: Retailer[];
  lowest: { price: number; week: string } | null | undefined;
}

const W = 720;
const H = 280;
const M = { top: 16, right: 16, bottom: 32, left: 76 };
const LOCALE = { en: 'en-GB', hu: 'hu-HU' } as const;

/**
 * Weekly prices of this offer and its other offers, one line per retailer in the retailer's colour, with the
 * lowest price of the last 12 months marked. Arrow keys move a cursor that reads out each week; a hidden table
 * gives screen readers the same numbers.
 */
export function PriceHistoryChart({ history, ownId, retailers, lowest }: Props) {
  const { t } = useTranslation();
  const { ft, date, lang } = useFormat();
  const ids = { title: useId(), desc: useId(), keys: useId() };
  const [range, setRange] = useState<'year' | 'all'>('year');
  const [cursor, setCursor] = useState<number | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const colours = useMemo(() => new Map(retailers.map((r) => [r.name, r.color])), [retailers]);
  const lines = useMemo(() => buildLines(history, ownId, colours, range), [history, ownId, colours, range]);

  if (!lines.length) return <p className="muted">{t('browse.chart.noData')}</p>;

  const all = lines.flatMap((l) => l.points);
  const t0 = Math.min(...all.map((p) => p.t));
  const t1 = Math.max(...all.map((p) => p.t));
  const yTicks = niceTicks(Math.min(...all.map((p) => p.price)), Math.max(...all.map((p) => p.price)), 5);
  const y0 = yTicks[0];
  const y1 = yTicks[yTicks.length - 1];
  const x = (v: number) => M.left + ((v - t0) / Math.max(1, t1 - t0)) * (W - M.left - M.right);
  const y = (v: number) => H - M.bottom - ((v - y0) / Math.max(1, y1 - y0)) * (H - M.top - M.bottom);
  const monthFmt = new Intl.DateTimeFormat(LOCALE[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const weeks = lines[0].points.map((p) => p.t);
  const cursorT = cursor === null ? null : weeks[Math.min(cursor, weeks.length - 1)];
  const low = lowest ? { t: Date.parse(`${lowest.week}T00:00:00Z`), price: lowest.price } : null;
  const lowVisible = low && low.t >= t0 && low.t <= t1;
  const path = (l: Line) => l.points.map((p, i) => `${i ? 'L' : 'M'}${x(p.t).toFixed(1)},${y(p.price).toFixed(1)}`).join('');
  const label = (l: Line) => (l.own ? t('browse.chart.thisOffer', { retailer: l.retailer }) : l.retailer);

  const moveTo = (clientX: number) => {
    const rect = svg.current?.getBoundingClientRect();
    if (!rect || !rect.width) return;
    const vx = ((clientX - rect.left) / rect.width) * W;
    const tv = t0 + ((vx - M.left) / (W - M.left - M.right)) * (t1 - t0);
    let best = 0;
    weeks.forEach((w, i) => Math.abs(w - tv) < Math.abs(weeks[best] - tv) && (best = i));
    setCursor(best);
  };

  return (
    <figure className="br-chart">
      <div className="br-chart-head">
        <h2 id={ids.title}>{t('browse.chart.title')}</h2>
        <div className="br-segmented" role="group" aria-label={t('browse.chart.range')}>
          {(['year', 'all'] as const).map((r) => (
            <button key={r} type="button" aria-pressed={range === r} onClick={() => (setRange(r), setCursor(null))}>
              {t(`browse.chart.${r}`)}
            </button>
          ))}
        </div>
      </div>
      {low ? (
        <p className="br-chart-lowest">
          <span className="br-chart-lowest-mark" aria-hidden="true" />
          {t('browse.chart.lowest', { price: ft(low.price), date: date(new Date(low.t)) })}
        </p>
      ) : null}
      <div
        className="br-chart-frame"
        tabIndex={0}
        role="group"
        aria-labelledby={ids.title}
        aria-describedby={`${ids.desc} ${ids.keys}`}
        onKeyDown={(e) => {
          const last = weeks.length - 1;
          const next =
            e.key === 'ArrowLeft'
              ? Math.max(0, (cursor ?? last + 1) - 1)
              : e.key === 'ArrowRight'
                ? Math.min(last, (cursor ?? -1) + 1)
                : e.key === 'Home'
                  ? 0
                  : e.key === 'End'
                    ? last
                    : null;
          if (next === null) return;
          e.preventDefault();
          setCursor(next);
        }}
        onBlur={() => setCursor(null)}
      >
        <svg
          ref={svg}
          viewBox={`0 0 ${W} ${H}`}
          className="br-chart-svg"
          aria-hidden="true"
          onMouseMove={(e) => moveTo(e.clientX)}
          onMouseLeave={() => setCursor(null)}
        >
          {yTicks.map((v) => (
            <g key={v}>
              <line className="br-chart-grid" x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} />
              <text className="br-chart-axis" x={M.left - 8} y={y(v)} dy="0.35em" textAnchor="end">
                {ft(v)}
              </text>
            </g>
          ))}
          {monthTicks(t0, t1, 7).map((v) => (
            <text key={v} className="br-chart-axis" x={x(v)} y={H - M.bottom + 20} textAnchor="middle">
              {monthFmt.format(new Date(v))}
            </text>
          ))}
          {[...lines].reverse().map((l) => (
            <path
              key={l.productId}
              d={path(l)}
              className={l.own ? 'br-chart-line br-chart-line-own' : 'br-chart-line'}
              stroke={l.color}
            />
          ))}
          {lowVisible ? (
            <g className="br-chart-low">
              <circle cx={x(low.t)} cy={y(low.price)} r={7} />
              <text x={x(low.t)} y={y(low.price) + 22} textAnchor="middle">
                {t('browse.chart.lowestShort')}
              </text>
            </g>
          ) : null}
          {cursorT !== null ? (
            <g>
              <line className="br-chart-cursor" x1={x(cursorT)} x2={x(cursorT)} y1={M.top} y2={H - M.bottom} />
              {lines.map((l) => {
                const p = priceAt(l, cursorT);
                return p === null ? null : (
                  <circle key={l.productId} cx={x(cursorT)} cy={y(p)} r={4} fill={l.color} className="br-chart-dot" />
                );
              })}
            </g>
          ) : null}
        </svg>
      </div>
      <p id={ids.keys} className="br-chart-hint muted">
        {t('browse.chart.keys')}
      </p>
      <p className="br-chart-readout num" aria-live="polite">
        {cursorT !== null
          ? `${t('browse.chart.cursor', { date: date(new Date(cursorT)) })}: ${lines
              .map((l) => {
                const p = priceAt(l, cursorT);
                return p === null ? null : `${l.retailer} ${ft(p)}`;
              })
              .filter(Boolean)
              .join(' · ')}`
          : ''}
      </p>
      <ul className="br-chart-legend" aria-label={t('browse.chart.legend')}>
        {lines.map((l) => (
          <li key={l.productId} className={l.own ? 'is-own' : undefined}>
            <span className="br-swatch" style={{ background: l.color }} aria-hidden="true" />
            {label(l)}
          </li>
        ))}
      </ul>
      <figcaption id={ids.desc} className="visually-hidden">
        {t('browse.chart.summary', { count: lines.length, from: date(new Date(t0)), to: date(new Date(t1)) })}
      </figcaption>
      <table className="visually-hidden">
        <caption>{t('browse.chart.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('browse.chart.colRetailer')}</th>
            <th scope="col">{t('browse.chart.colNow')}</th>
            <th scope="col">{t('browse.chart.colLow')}</th>
            <th scope="col">{t('browse.chart.colHigh')}</th>
            <th scope="col">{t('browse.chart.colFirst')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const s = statsOf(l);
            return (
              <tr key={l.productId}>
                <th scope="row">{label(l)}</th>
                <td>{ft(s.now)}</td>
                <td>{`${ft(s.low.price)} (${date(new Date(s.low.t))})`}</td>
                <td>{`${ft(s.high.price)} (${date(new Date(s.high.t))})`}</td>
                <td>{`${ft(s.first.price)} (${date(new Date(s.first.t))})`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
