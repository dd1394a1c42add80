import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { PriceSeries, Retailer } from '../../../../shared/api/catalogue';
import { useFormat } from '../../../lib/use-format';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  alignLines,
  buildLines,
  chartHeight,
  cursorStep,
  monthTicks,
  priceScale,
  statsOf,
  timeRange,
  type Line,
} from './chart-model';

interface Props {
  history: PriceSeries[];
  ownId: number;
  retailers: Retailer[];
  lowest: { price: number; week: string } | null | undefined;
}

const LOCALE = { en: 'en-GB', hu: 'hu-HU' } as const;
const AXIS_FONT_PX = 13;
/** Where uPlot puts a cursor that is not on the chart. */
const OFF_CHART = { left: -10, top: -10 };
/** Room a month label needs on the time axis, in CSS pixels. */
const MONTH_LABEL_PX = 84;

/** The chart's description: its retailers and its span, or its one day ("from 25 September to 25 September" is not a span). */
function chartSummary(t: TFunction, count: number, from: string, to: string): string {
  return from === to ? t('browse.chart.summaryOneDay', { count, date: from }) : t('browse.chart.summary', { count, from, to });
}

/** Colours and the font of the design tokens, read where the chart is, so that the dark scheme applies too. */
function tokensOf(el: HTMLElement) {
  const css = getComputedStyle(el);
  const token = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    text: token('--text-muted', '#55625a'),
    grid: token('--border', '#d8dcd2'),
    surface: token('--surface-raised', '#ffffff'),
    font: `${AXIS_FONT_PX}px ${token('--font-sans', 'sans-serif')}`,
  };
}

function widestText(texts: string[], font: string): number {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return texts.reduce((m, s) => Math.max(m, s.length * AXIS_FONT_PX * 0.6), 0);
  ctx.font = font;
  return texts.reduce((m, s) => Math.max(m, ctx.measureText(s).width), 0);
}

/** Puts the ring and label of the 12-month low where that price is on the chart (called on every redraw). */
function placeLowMarker(u: uPlot, low: { t: number; price: number } | null, label: string) {
  let mark = u.over.querySelector<HTMLElement>('.br-chart-low');
  const [x0, x1] = [u.scales.x.min ?? 0, u.scales.x.max ?? 0];
  if (!low || low.t < x0 || low.t > x1) {
    mark?.remove();
    return;
  }
  if (!mark) {
    mark = document.createElement('div');
    mark.className = 'br-chart-low';
    mark.setAttribute('data-testid', 'chart-lowest-marker');
    const ring = document.createElement('span');
    ring.className = 'br-chart-low-ring';
    const text = document.createElement('span');
    text.className = 'br-chart-low-label';
    mark.append(ring, text);
    u.over.append(mark);
  }
  (mark.lastChild as HTMLElement).textContent = label;
  const x = u.valToPos(low.t, 'x');
  const y = u.valToPos(low.price, 'y');
  const width = u.over.clientWidth;
  mark.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
  mark.dataset.side = x < 70 ? 'start' : x > width - 70 ? 'end' : 'middle';
  mark.dataset.place = y < 40 ? 'below' : 'above';
}

/**
 * Weekly prices of this offer and its other offers, drawn by uPlot: one line per retailer in the retailer's
 * colour (this offer on top and thicker), with the lowest price of the last 12 months marked. The arrow keys,
 * Home and End move a cursor that reads out each week, as hovering does; a hidden table gives screen readers
 * the same numbers.
 */
export function PriceHistoryChart({ history, ownId, retailers, lowest }: Props) {
  const { t } = useTranslation();
  const { ft, date, lang } = useFormat();
  const ids = { title: useId(), desc: useId(), keys: useId() };
  const [range, setRange] = useState<'year' | 'all'>('year');
  const [cursor, setCursor] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const colours = useMemo(() => new Map(retailers.map((r) => [r.name, r.color])), [retailers]);
  const lines = useMemo(() => buildLines(history, ownId, colours, range), [history, ownId, colours, range]);
  // Observed series are days the monitor saw, not weeks: the words follow.
  const daily = lines.length > 0 && lines.every((l) => l.observed);
  const aligned = useMemo(() => alignLines(lines), [lines]);
  const lowWeek = lowest?.week;
  const lowPrice = lowest?.price;
  const low = useMemo(
    () => (lowWeek !== undefined && lowPrice !== undefined ? { t: Date.parse(`${lowWeek}T00:00:00Z`), price: lowPrice } : null),
    [lowWeek, lowPrice],
  );
  const lowLabel = t('browse.chart.lowestShort');

  useEffect(() => {
    const box = frame.current;
    const el = host.current;
    if (!box || !el || !aligned.weeks.length) return;
    const tokens = tokensOf(box);
    const xRange = timeRange(aligned.weeks);
    const lowShown = low && low.t >= xRange[0] && low.t <= xRange[1];
    const prices = aligned.prices.flat().filter((p): p is number => p != null);
    const y = priceScale(lowShown ? [...prices, low.price] : prices);
    const monthFmt = new Intl.DateTimeFormat(LOCALE[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const yAxisWidth =
      Math.ceil(
        widestText(
          y.ticks.map((v) => ft(v)),
          tokens.font,
        ),
      ) + 16;
    // uPlot draws its series in order: the other offers first, this offer last so that it lies on top.
    const drawn = [...lines].reverse();
    const drawnPrices = [...aligned.prices].reverse();
    const width = Math.max(1, box.clientWidth);

    const u = new uPlot(
      {
        width,
        height: chartHeight(width),
        padding: [14, 20, 0, 10],
        legend: { show: false },
        scales: {
          x: { time: false, range: () => xRange },
          y: { range: () => [y.min, y.max] },
        },
        cursor: {
          y: false,
          drag: { x: false, y: false, setScale: false },
          points: {
            size: 10,
            width: 2,
            fill: (_u, i) => drawn[i - 1]?.color ?? tokens.text,
            stroke: () => tokens.surface,
          },
        },
        axes: [
          {
            stroke: tokens.text,
            font: tokens.font,
            size: 34,
            gap: 6,
            grid: { show: false },
            ticks: { stroke: tokens.grid, width: 1, size: 5 },
            splits: (self, _axis, min, max) =>
              monthTicks(min, max, Math.max(2, Math.floor(self.bbox.width / uPlot.pxRatio / MONTH_LABEL_PX))),
            values: (_self, splits) => splits.map((v) => monthFmt.format(new Date(v))),
          },
          {
            stroke: tokens.text,
            font: tokens.font,
            size: yAxisWidth,
            gap: 8,
            grid: { stroke: tokens.grid, width: 1 },
            ticks: { show: false },
            splits: () => y.ticks,
            values: (_self, splits) => splits.map((v) => ft(v)),
          },
        ],
        series: [
          {},
          ...drawn.map((l: Line) => ({
            label: l.retailer,
            stroke: l.color,
            width: l.own ? 3.2 : 1.6,
            alpha: l.own ? 1 : 0.75,
            // A gap (null: a day the monitor observed nothing) stays a gap; observed days are dots, so a day on its
            // own between two gaps is seen. undefined (another line's time) is drawn across.
            spanGaps: false,
            points: l.observed ? { show: true, size: l.own ? 8 : 6, width: 0, fill: l.color } : { show: false },
          })),
        ],
        hooks: {
          setCursor: [(self) => setCursor(self.cursor.idx ?? null)],
          draw: [(self) => placeLowMarker(self, lowShown ? low : null, lowLabel)],
        },
      },
      [aligned.weeks, ...drawnPrices],
      el,
    );
    plot.current = u;

    const resize = new ResizeObserver(() => {
      const w = box.clientWidth;
      if (w > 0 && w !== u.width) u.setSize({ width: w, height: chartHeight(w) });
    });
    resize.observe(box);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
      setCursor(null);
    };
  }, [aligned, lines, low, lowLabel, ft, lang, dark]);

  if (!lines.length) return <p className="muted">{t('browse.chart.noData')}</p>;

  const t0 = aligned.weeks[0];
  const t1 = aligned.weeks[aligned.weeks.length - 1];
  const at = cursor !== null && cursor < aligned.weeks.length ? cursor : null;
  const label = (l: Line) => (l.own ? t('browse.chart.thisOffer', { retailer: l.retailer }) : l.retailer);

  const moveCursor = (i: number | null) => {
    const u = plot.current;
    if (!u) return;
    if (i === null) {
      u.setCursor(OFF_CHART);
      return;
    }
    const own = aligned.prices[0][i];
    u.setCursor({
      left: u.valToPos(aligned.weeks[i], 'x'),
      top: own == null ? u.over.clientHeight / 2 : u.valToPos(own, 'y'),
    });
  };

  return (
    <figure className="br-chart">
      <div className="br-chart-head">
        <h2 id={ids.title}>{t('browse.chart.title')}</h2>
        <div className="br-segmented" role="group" aria-label={t('browse.chart.range')}>
          {(['year', 'all'] as const).map((r) => (
            <button key={r} type="button" aria-pressed={range === r} onClick={() => setRange(r)}>
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
        ref={frame}
        className="br-chart-frame"
        tabIndex={0}
        role="group"
        aria-labelledby={ids.title}
        aria-describedby={`${ids.desc} ${ids.keys}`}
        onKeyDown={(e) => {
          const next = cursorStep(e.key, at, aligned.weeks.length);
          if (next === null) return;
          e.preventDefault();
          moveCursor(next);
        }}
        onBlur={() => moveCursor(null)}
      >
        <div ref={host} className="br-chart-plot" aria-hidden="true" />
      </div>
      <p id={ids.keys} className="br-chart-hint muted">
        {t(daily ? 'browse.chart.keysDays' : 'browse.chart.keys')}
      </p>
      <p className="br-chart-readout num" aria-live="polite" data-testid="chart-readout">
        {at !== null
          ? `${t(daily ? 'browse.chart.cursorDay' : 'browse.chart.cursor', { date: date(new Date(aligned.weeks[at])) })}: ${lines
              .map((l, i) => {
                const p = aligned.prices[i][at];
                return p == null ? null : `${l.retailer} ${ft(p)}`;
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
        {chartSummary(t, lines.length, date(new Date(t0)), date(new Date(t1)))}
      </figcaption>
      {/* The wrapper clips: a table is never narrower than its columns, so on its own it would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('browse.chart.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('browse.chart.colRetailer')}</th>
              <th scope="col">{t('browse.chart.colNow')}</th>
              <th scope="col">{t('browse.chart.colLow')}</th>
              <th scope="col">{t('browse.chart.colHigh')}</th>
              <th scope="col">{t(daily ? 'browse.chart.colFirstDay' : 'browse.chart.colFirst')}</th>
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
      </div>
    </figure>
  );
}
