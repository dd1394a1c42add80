import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Rows are kept or left out of the page a chunk at a time. */
export const WINDOW_CHUNK = 20;
/** A list this long or shorter keeps every row in the page. */
export const WINDOW_FROM = 100;
/** How far above and below the visible part rows stay in the page (px): scrolling never reaches an empty stretch. */
const MARGIN = 1500;
/** A chunk's height before it has been laid out once (px). */
const GUESS = 20 * 150;

export interface RowWindow {
  /** The rows in the page: [from, to). */
  from: number;
  to: number;
  /** The height of the rows left out above and below (px), kept as padding so the page keeps its length. */
  before: number;
  after: number;
}

/**
 * Windowing for a long list of rows (a "see all" of 1,500 offers): only the chunks of rows near the visible part of the
 * page are rendered; the others are left out and stand in as padding of the height they had when last laid out, so the
 * scroll bar and every offset stay where they were. A chunk holding the focus is always kept. Works in the page and in
 * a scrolling drawer alike: positions are read against the viewport, on any scroll.
 *
 * The list element's children must carry `data-chunk` (their chunk number).
 */
export function useRowWindow(list: RefObject<HTMLElement | null>, count: number, firstId: number | undefined): RowWindow {
  const heights = useRef<number[]>([]);
  const measuredFor = useRef(firstId);
  // The window as last worked out, and for which list (its first row): another list (a new query or sort) starts whole.
  const [shown, setShown] = useState<RowWindow & { firstId: number | undefined; count: number }>({ firstId, count, from: 0, to: count, before: 0, after: 0 });

  const update = useCallback((el: HTMLElement) => {
    const chunks = Math.ceil(count / WINDOW_CHUNK);
    const known = heights.current.filter((h) => h > 0);
    const guess = known.length ? known.reduce((a, b) => a + b, 0) / known.length : GUESS;
    const heightOf = (c: number) => heights.current[c] ?? guess;
    const top = el.getBoundingClientRect().top;
    const from = -top - MARGIN;
    const to = -top + window.innerHeight + MARGIN;
    let first = -1;
    let last = 0;
    let y = 0;
    for (let c = 0; c < chunks; c++) {
      const h = heightOf(c);
      if (first < 0 && y + h > from) first = c;
      if (y < to) last = c;
      y += h;
    }
    if (first < 0) first = Math.max(0, chunks - 1);
    last = Math.max(first, last);
    // The focused row stays in the page (its chunk and every one between), so keyboard use never loses its place.
    const focused = document.activeElement?.closest<HTMLElement>('[data-chunk]');
    if (focused && el.contains(focused)) {
      const c = Number(focused.dataset.chunk);
      first = Math.min(first, c);
      last = Math.max(last, c);
    }
    let before = 0;
    for (let c = 0; c < first; c++) before += heightOf(c);
    let after = 0;
    for (let c = last + 1; c < chunks; c++) after += heightOf(c);
    const next = { firstId, count, from: first * WINDOW_CHUNK, to: Math.min(count, (last + 1) * WINDOW_CHUNK), before, after };
    setShown((s) => (Object.keys(next).every((k) => s[k as keyof typeof s] === next[k as keyof typeof next]) ? s : next));
  }, [count, firstId]);

  // After each render: the rendered chunks' heights (from one chunk's first row to the next one's), then, in the next
  // frame, the window.
  useLayoutEffect(() => {
    const el = list.current;
    if (measuredFor.current !== firstId) {
      measuredFor.current = firstId;
      heights.current = [];
    }
    if (!el) return;
    const starts = new Map<number, HTMLElement>();
    let end = 0;
    for (const child of el.children) {
      const row = child as HTMLElement;
      const c = Number(row.dataset.chunk);
      if (!starts.has(c)) starts.set(c, row);
      end = Math.max(end, row.offsetTop + row.offsetHeight);
    }
    const gap = parseFloat(getComputedStyle(el).rowGap) || 0;
    for (const [c, start] of starts) {
      const next = starts.get(c + 1);
      heights.current[c] = (next ? next.offsetTop : end + gap) - start.offsetTop;
    }
    const frame = requestAnimationFrame(() => update(el));
    return () => cancelAnimationFrame(frame);
  });

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => list.current && update(list.current));
    };
    // Capture: a scroll of the page or of any drawer around the list.
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
    };
  }, [list, update]);

  // A short list, or one the window was not worked out for yet, is shown whole; rows added since are shown too.
  if (count <= WINDOW_FROM || shown.firstId !== firstId || shown.from >= count) return { from: 0, to: count, before: 0, after: 0 };
  const grown = count > shown.count && shown.to >= shown.count;
  return { from: shown.from, to: grown ? count : Math.min(shown.to, count), before: shown.before, after: grown ? 0 : shown.after };
}
