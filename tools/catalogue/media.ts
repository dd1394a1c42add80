/** Our own SVG artwork: retailer tiles (wordmarks in the chain's colour, not the trademark logos), category illustrations, charts for news. */
import { RETAILERS } from './retailers';
import { FEED_CHAINS } from '../../src/server/feed/chains';
import { CATEGORIES, type CategorySlug } from '../../src/server/catalogue/taxonomy';
import type { Language } from '../../src/shared/rules';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function retailerLogo(name: string, color: string, text: string): string {
  const size = name.length > 7 ? 22 : name.length > 4 ? 28 : 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${esc(name)}">
<rect x="4" y="4" width="112" height="112" rx="22" fill="${color}"/>
<rect x="14" y="84" width="92" height="6" rx="3" fill="${text}" opacity="0.35"/>
<text x="60" y="68" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${text}">${esc(name)}</text>
</svg>
`;
}

/** Simple flat pictograms on a 200x200 canvas, one per category. */
const ICONS: Record<CategorySlug, { bg: string; art: string }> = {
  food: { bg: '#FFF4E0', art: '<path d="M50 90h100l-12 70H62z" fill="#C98A3D"/><path d="M60 90l25-40M140 90l-25-40" stroke="#7A5326" stroke-width="8" stroke-linecap="round"/><circle cx="85" cy="78" r="14" fill="#E4572E"/><circle cx="112" cy="80" r="12" fill="#76B041"/>' },
  drink: { bg: '#E6F4FB', art: '<path d="M85 40h30v25l12 18v80a8 8 0 0 1-8 8H81a8 8 0 0 1-8-8V83l12-18z" fill="#3DA5D9"/><rect x="82" y="100" width="36" height="30" fill="#fff" opacity=".8"/>' },
  drogerie: { bg: '#F6EAF8', art: '<rect x="70" y="70" width="60" height="95" rx="14" fill="#B05FBF"/><rect x="90" y="45" width="20" height="25" fill="#7E3A8A"/><path d="M100 45V32h28" stroke="#7E3A8A" stroke-width="7" fill="none"/><rect x="80" y="100" width="40" height="30" rx="4" fill="#fff" opacity=".8"/>' },
  household: { bg: '#EAF3EA', art: '<path d="M60 80h80l-8 85H68z" fill="#4F9D69"/><path d="M62 80a38 30 0 0 1 76 0" stroke="#2F6B43" stroke-width="7" fill="none"/><circle cx="85" cy="60" r="10" fill="#CFE8D5"/><circle cx="105" cy="50" r="7" fill="#CFE8D5"/>' },
  pet: { bg: '#FDF0E6', art: '<ellipse cx="100" cy="125" rx="30" ry="25" fill="#B5651D"/><circle cx="62" cy="90" r="13" fill="#B5651D"/><circle cx="85" cy="66" r="13" fill="#B5651D"/><circle cx="115" cy="66" r="13" fill="#B5651D"/><circle cx="138" cy="90" r="13" fill="#B5651D"/>' },
  vegetables: { bg: '#EEF7E4', art: '<circle cx="85" cy="115" r="40" fill="#E4572E"/><path d="M85 75c0-15 8-25 18-30" stroke="#5B3A1E" stroke-width="6" fill="none"/><path d="M95 60c15-15 35-10 40 0-15 10-30 8-40 0z" fill="#5BA33B"/><path d="M130 150l28-70 10 4-24 70z" fill="#F18F01"/><path d="M160 78l6-18M166 84l14-10" stroke="#5BA33B" stroke-width="6" stroke-linecap="round"/>' },
  bakery: { bg: '#FBF1E3', art: '<path d="M40 120c0-35 25-55 60-55s60 20 60 55v20H40z" fill="#D9A05B"/><path d="M70 85l10 25M95 78l8 30M122 85l-2 25" stroke="#A86B2D" stroke-width="7" stroke-linecap="round"/><rect x="40" y="135" width="120" height="14" rx="6" fill="#B97A3A"/>' },
  'staple-food': { bg: '#F5F0E6', art: '<path d="M65 60h70v20l10 10v70a8 8 0 0 1-8 8H63a8 8 0 0 1-8-8V90l10-10z" fill="#E8D8B0"/><rect x="65" y="48" width="70" height="14" rx="4" fill="#A6874E"/><rect x="68" y="105" width="64" height="34" rx="4" fill="#fff"/><path d="M80 122h40" stroke="#A6874E" stroke-width="6"/>' },
  special: { bg: '#FBEAEA', art: '<rect x="55" y="50" width="90" height="110" rx="8" fill="#6B3E26"/><path d="M55 86h90M55 122h90M100 50v110" stroke="#4A2917" stroke-width="5"/><path d="M55 130l90-50v80H55z" fill="#D7263D"/>' },
  'frozen-food': { bg: '#E8F3FB', art: '<g stroke="#3D8BD9" stroke-width="9" stroke-linecap="round"><path d="M100 40v120M48 70l104 60M48 130l104-60"/></g><g stroke="#3D8BD9" stroke-width="6" stroke-linecap="round" fill="none"><path d="M88 52l12 12 12-12M88 148l12-12 12 12"/></g>' },
  'meat-fish': { bg: '#FCEDEA', art: '<path d="M40 100c25-30 70-35 100-10l25-20v60l-25-20c-30 25-75 20-100-10z" fill="#E07A5F"/><circle cx="70" cy="95" r="6" fill="#3D2B1F"/><path d="M100 80c8 12 8 28 0 40" stroke="#B55239" stroke-width="5" fill="none"/>' },
  diary: { bg: '#EEF4FB', art: '<path d="M70 70l15-25h30l15 25v95H70z" fill="#fff" stroke="#3D7DD9" stroke-width="6" stroke-linejoin="round"/><path d="M70 70h60" stroke="#3D7DD9" stroke-width="6"/><path d="M72 115c15-10 40 10 56 0v48H72z" fill="#3D7DD9"/>' },
  'non-alcoholic': { bg: '#E9F7F2', art: '<path d="M60 70h50l-6 90H66z" fill="#F6AE2D"/><path d="M60 70h50" stroke="#C77D00" stroke-width="5"/><path d="M95 40l15 30" stroke="#D7263D" stroke-width="6" stroke-linecap="round"/><path d="M125 60h25v18l8 12v70h-41V90l8-12z" fill="#2A9D8F"/>' },
  alcohol: { bg: '#F6E9EE', art: '<path d="M70 45h60c0 40-10 60-30 62-20-2-30-22-30-62z" fill="#8E1F3F"/><path d="M100 107v45M75 158h50" stroke="#8E1F3F" stroke-width="8" stroke-linecap="round"/><path d="M72 65h56" stroke="#F6E9EE" stroke-width="4" opacity=".6"/>' },
  beauty: { bg: '#FBEFF5', art: '<rect x="75" y="75" width="50" height="90" rx="12" fill="#E56B9F"/><rect x="90" y="55" width="20" height="20" fill="#B84475"/><path d="M100 55V40h26" stroke="#B84475" stroke-width="7" fill="none"/><circle cx="100" cy="118" r="14" fill="#fff" opacity=".8"/>' },
  'baby-care': { bg: '#EFF5FC', art: '<rect x="78" y="70" width="44" height="95" rx="16" fill="#8EC5FC"/><path d="M86 70c0-20 28-20 28 0" fill="#F9C74F"/><rect x="82" y="62" width="36" height="12" rx="5" fill="#5E9BDB"/><path d="M88 100h16M88 120h20M88 140h16" stroke="#fff" stroke-width="5" stroke-linecap="round"/>' },
  cleaning: { bg: '#EAF6F6', art: '<path d="M55 90h90l-10 75H65z" fill="#2A9D8F"/><path d="M58 90a42 32 0 0 1 84 0" stroke="#1D6F65" stroke-width="7" fill="none"/><circle cx="80" cy="70" r="12" fill="#BDE7E2"/><circle cx="104" cy="58" r="9" fill="#BDE7E2"/><circle cx="124" cy="72" r="7" fill="#BDE7E2"/>' },
  'detergents-rinses': { bg: '#EEF0FB', art: '<path d="M65 65h55l15 20v80H65z" fill="#5C6BC0"/><path d="M120 65v-10h-22" stroke="#3949AB" stroke-width="8" fill="none"/><path d="M135 85h10v30h-10" stroke="#3949AB" stroke-width="8" fill="none"/><circle cx="95" cy="120" r="18" fill="#fff" opacity=".85"/>' },
  'detergents-spray': { bg: '#F0F7EC', art: '<path d="M80 85h40v80H80z" fill="#6AB04C"/><path d="M85 85l5-25h22l3 25z" fill="#3D7A2A"/><path d="M112 62h28v10h-24" fill="#3D7A2A"/><g fill="#6AB04C"><circle cx="152" cy="60" r="4"/><circle cx="160" cy="70" r="4"/><circle cx="152" cy="80" r="4"/></g>' },
  'stationary-packaging': { bg: '#FAF6E8', art: '<rect x="50" y="60" width="70" height="95" rx="6" fill="#fff" stroke="#C9A227" stroke-width="6"/><path d="M62 85h46M62 105h46M62 125h30" stroke="#C9A227" stroke-width="5"/><path d="M125 150l30-90 12 4-30 90-14 8z" fill="#F4A259"/>' },
  'pet-food': { bg: '#FDF3E7', art: '<path d="M45 120h110l-12 40H57z" fill="#D17A22"/><ellipse cx="100" cy="120" rx="55" ry="12" fill="#8C4F13"/><g fill="#E9B872"><circle cx="80" cy="112" r="8"/><circle cx="100" cy="108" r="8"/><circle cx="120" cy="112" r="8"/></g>' },
  supplies: { bg: '#F3EEF9', art: '<path d="M60 100a16 16 0 1 1 16-22h48a16 16 0 1 1 16 22 16 16 0 1 1-16 22H76a16 16 0 1 1-16-22z" fill="#9B7EDE"/>' },
};

export function categoryIllustration(slug: CategorySlug): string {
  const { bg, art } = ICONS[slug];
  const cat = CATEGORIES.find((c) => c.slug === slug)!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${esc(cat.en)}">
<rect width="200" height="200" rx="24" fill="${bg}"/>
${art}
</svg>
`;
}

export function placeholder(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="No photo">
<rect width="200" height="200" rx="24" fill="#F1F1F1"/>
<path d="M50 85h100l-12 70H62z" fill="none" stroke="#B8B8B8" stroke-width="8" stroke-linejoin="round"/>
<path d="M65 85l22-35M135 85l-22-35" stroke="#B8B8B8" stroke-width="8" stroke-linecap="round"/>
<text x="100" y="136" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="#B8B8B8">?</text>
</svg>
`;
}

export interface ChartSeries {
  label: string;
  color: string;
  points: { x: string; y: number }[];
}

/** Round steps for an axis: 1, 2, 2.5 or 5 times a power of ten, about `count` of them across [lo, hi]. */
export function niceTicks(lo: number, hi: number, count = 4): number[] {
  const raw = (hi - lo || Math.abs(hi) || 1) / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  const first = Math.floor(lo / step) * step;
  const ticks: number[] = [];
  for (let v = first; v < hi + step - 1e-9; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks;
}

/**
 * Which of n dated points get an x label: about six evenly spaced, always the newest; one that would crowd the
 * newest (closer than 0.6 of a step) gives way to it.
 */
export function xLabelIndices(n: number, labels = 6): number[] {
  if (n <= 0) return [];
  const step = Math.max(1, Math.ceil((n - 1) / labels));
  const picked: number[] = [];
  for (let i = 0; i < n; i += step) picked.push(i);
  const last = n - 1;
  if (picked.at(-1) !== last) {
    if (last - picked.at(-1)! < 0.6 * step && picked.length > 1) picked.pop();
    picked.push(last);
  }
  return picked;
}

/** How a chart is drawn: `narrow` for a phone's width (about 360 px shown at its own size), else for a page column. */
export interface ChartOptions {
  narrow?: boolean;
  /** Decimals every bar value shows (its text says "107,0", so does its bar); default: as many as it has, at most one. */
  decimals?: number;
}

const MONTHS_HU = ['jan.', 'febr.', 'márc.', 'ápr.', 'máj.', 'jún.', 'júl.', 'aug.', 'szept.', 'okt.', 'nov.', 'dec.'];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A chart's date label as its reader writes it: "2025. dec." or "Dec 2025"; a year stays a year. */
export function chartDate(x: string, lang: Language): string {
  const m = /^(\d{4})-(\d{2})$/.exec(x);
  if (!m) return x;
  const month = Number(m[2]) - 1;
  return lang === 'hu' ? `${m[1]}.\u00a0${MONTHS_HU[month]}` : `${MONTHS_EN[month]}\u00a0${m[1]}`;
}

/** A chart's number in its reader's way, thousands always grouped ("1 510", "1,510"). */
export function chartNumber(n: number, lang: Language, decimals?: number): string {
  return new Intl.NumberFormat(lang === 'hu' ? 'hu-HU' : 'en-GB', {
    useGrouping: 'always',
    maximumFractionDigits: decimals ?? 1,
    minimumFractionDigits: decimals ?? 0,
  } as Intl.NumberFormatOptions)
    .format(n)
    .replace(/\s/g, '\u00a0');
}

/** A title broken into lines of at most `max` characters at its spaces (a phone's chart is narrow). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A small line chart (x labels are dates), the illustration of data-driven news posts; numbers in the post's language. */
export function lineChart(title: string, series: ChartSeries[], unit: string, lang: Language = 'en', opts: ChartOptions = {}): string {
  const narrow = opts.narrow === true;
  const num = (n: number) => chartNumber(n, lang);
  // The phone's chart is drawn at about the size it is shown, with fewer date labels, a wrapped title and the
  // legend in rows; text never under 12 px there.
  const W = narrow ? 360 : 640;
  const fs = narrow ? { title: 15, axis: 12, legend: 13 } : { title: 16, axis: 12, legend: 13 };
  const titleLines = narrow ? wrapWords(title, 40) : [title];
  const legendRows = narrow ? series.length : 1;
  const top = 22 + (titleLines.length - 1) * 19;
  const legendY = top + 18;
  const L = narrow ? 52 : 64;
  const R = narrow ? 20 : 32;
  const T = legendY + (legendRows - 1) * 18 + 30;
  const B = 40;
  const H = T + (narrow ? 190 : 248) + B;
  const ys = series.flatMap((s) => s.points.map((p) => p.y));
  const ticks = niceTicks(Math.min(...ys), Math.max(...ys));
  const min = ticks[0]!;
  const max = ticks.at(-1)!;
  const n = Math.max(...series.map((s) => s.points.length));
  const x = (i: number) => L + (i / Math.max(1, n - 1)) * (W - L - R);
  const y = (v: number) => T + (1 - (v - min) / (max - min || 1)) * (H - T - B);
  const grid = ticks.map((v) => {
    return `<line x1="${L}" x2="${W - R}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#E3E3E3"/><text x="${L - 8}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end" font-size="${fs.axis}" fill="#595959">${esc(num(v))}</text>`;
  });
  const picked = xLabelIndices(n, narrow ? 3 : 6);
  const labels = picked.map((i, k) => {
    const p = series[0].points[i]!;
    // The first and last labels keep inside the chart.
    const anchor = k === 0 && picked.length > 1 ? 'start' : k === picked.length - 1 && picked.length > 1 ? 'end' : 'middle';
    return `<text x="${x(i).toFixed(1)}" y="${H - B + 20}" text-anchor="${anchor}" font-size="${fs.axis}" fill="#595959">${esc(chartDate(p.x, lang))}</text>`;
  });
  const lines = series.map((s) => {
    const d = s.points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(p.y).toFixed(1)}`).join(' ');
    return `<path d="${d}" fill="none" stroke="${s.color}" stroke-width="3" stroke-linejoin="round"/>`;
  });
  const legend = series.map((s, i) => {
    const lx = narrow ? L : L + i * 190;
    const ly = narrow ? legendY + i * 18 : legendY;
    return `<rect x="${lx}" y="${ly - 6}" width="14" height="4" fill="${s.color}"/><text x="${lx + 20}" y="${ly}" font-size="${fs.legend}" fill="#333">${esc(s.label)}</text>`;
  });
  const titleText = titleLines.map((t, i) => `<text x="${narrow ? 12 : L}" y="${22 + i * 19}" font-size="${fs.title}" font-weight="700" fill="#222">${esc(t)}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="${esc(title)}">
<rect width="${W}" height="${H}" fill="#fff"/>
${titleText.join('\n')}
${narrow ? `<text x="12" y="${T - 12}" font-size="${fs.axis}" fill="#595959">${esc(unit)}</text>` : `<text x="${L - 8}" y="${T - 12}" text-anchor="end" font-size="${fs.axis}" fill="#595959">${esc(unit)}</text>`}
${grid.join('\n')}
${labels.join('\n')}
${lines.join('\n')}
${legend.join('\n')}
</svg>
`;
}

/** Horizontal bars with retailer colours, for "who is cheapest" posts. */
export function barChart(title: string, bars: { label: string; value: number; color: string }[], unit: string, lang: Language = 'en', opts: ChartOptions = {}): string {
  const narrow = opts.narrow === true;
  const num = (n: number) => chartNumber(n, lang, opts.decimals);
  const W = narrow ? 360 : 640;
  const rowH = narrow ? 28 : 30;
  const fs = narrow ? { title: 15, label: 13, value: 13, unit: 12 } : { title: 16, label: 14, value: 13, unit: 12 };
  const titleLines = narrow ? wrapWords(title, 40) : [title];
  const unitY = 46 + (titleLines.length - 1) * 19;
  const T = unitY + 14;
  const H = T + bars.length * rowH + 20;
  // Room for the longest label (about 7.5 px a character at 14 px, 7 at 13), so long Hungarian names are not cut off.
  const perChar = narrow ? 7 : 7.5;
  const L = Math.max(narrow ? 60 : 120, 20 + Math.ceil(Math.max(...bars.map((b) => b.label.length)) * perChar));
  const valueRoom = narrow ? 64 : 90;
  const max = Math.max(...bars.map((b) => b.value)) * 1.1;
  const rows = bars.map((b, i) => {
    const w = ((W - L - valueRoom) * b.value) / max;
    const yy = T + i * rowH;
    return `<text x="${L - 10}" y="${yy + 19}" text-anchor="end" font-size="${fs.label}" fill="#333">${esc(b.label)}</text><rect x="${L}" y="${yy + 4}" width="${w.toFixed(1)}" height="20" rx="4" fill="${b.color}"/><text x="${(L + w + 8).toFixed(1)}" y="${yy + 19}" font-size="${fs.value}" fill="#333">${esc(num(b.value))}</text>`;
  });
  const titleText = titleLines.map((t, i) => `<text x="${narrow ? 12 : 20}" y="${26 + i * 19}" font-size="${fs.title}" font-weight="700" fill="#222">${esc(t)}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="${esc(title)}">
<rect width="${W}" height="${H}" fill="#fff"/>
${titleText.join('\n')}
<text x="${narrow ? 12 : 20}" y="${unitY}" font-size="${fs.unit}" fill="#595959">${esc(unit)}</text>
${rows.join('\n')}
</svg>
`;
}

export function retailerLogos(): Map<string, string> {
  const logos = new Map(RETAILERS.map((r) => [`media/retailers/${r.slug}.svg`, retailerLogo(r.name, r.color, r.textColor)]));
  // Chains that only the price monitor brings (Müller) get the same kind of tile.
  for (const c of FEED_CHAINS) logos.set(`media/retailers/${c.slug}.svg`, logos.get(`media/retailers/${c.slug}.svg`) ?? retailerLogo(c.name, c.color, c.textColor));
  return logos;
}

/** Pictograms for news thumbnails, on a 100x100 canvas. */
const NEWS_ICONS = {
  egg: '<ellipse cx="50" cy="56" rx="30" ry="38" fill="#F3E3C3" stroke="#C9A46A" stroke-width="4"/><ellipse cx="40" cy="42" rx="7" ry="11" fill="#fff" opacity=".7"/>',
  milk: '<path d="M32 30l8-16h20l8 16v58H32z" fill="#fff" stroke="#3D7DD9" stroke-width="4" stroke-linejoin="round"/><path d="M32 30h36" stroke="#3D7DD9" stroke-width="4"/><path d="M34 58c10-7 22 7 32 0v28H34z" fill="#3D7DD9"/>',
  bread: '<path d="M10 62c0-24 18-38 40-38s40 14 40 38v12H10z" fill="#D9A05B"/><path d="M32 40l7 16M50 35l4 20M68 40l-2 16" stroke="#A86B2D" stroke-width="5" stroke-linecap="round"/><rect x="10" y="70" width="80" height="10" rx="4" fill="#B97A3A"/>',
  oil: '<path d="M40 10h20v14l10 14v48a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6V38l10-14z" fill="#F4B400"/><rect x="36" y="52" width="28" height="20" rx="3" fill="#fff" opacity=".85"/><rect x="38" y="6" width="24" height="8" rx="2" fill="#8C6A00"/>',
  tomato: '<circle cx="50" cy="58" r="34" fill="#E4572E"/><path d="M50 26c-8-6-18-6-24-2 8 2 14 6 18 10M50 26c8-6 18-6 24-2-8 2-14 6-18 10M50 26V14" stroke="#3F8F2E" stroke-width="5" stroke-linecap="round" fill="none"/><ellipse cx="38" cy="48" rx="6" ry="9" fill="#fff" opacity=".35"/>',
  coffee: '<path d="M18 38h54v22a24 24 0 0 1-24 24h-6a24 24 0 0 1-24-24z" fill="#6F4E37"/><path d="M72 44h6a10 10 0 0 1 0 20h-8" stroke="#6F4E37" stroke-width="6" fill="none"/><path d="M34 14c-4 6 4 10 0 16M48 12c-4 6 4 10 0 16" stroke="#B08968" stroke-width="4" stroke-linecap="round" fill="none"/><rect x="12" y="86" width="66" height="6" rx="3" fill="#B08968"/>',
  basket: '<path d="M12 42h76l-9 44H21z" fill="#1E7F4F"/><path d="M26 42l14-26M74 42L60 16" stroke="#14532F" stroke-width="6" stroke-linecap="round"/><path d="M34 52v24M50 52v24M66 52v24" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7"/>',
  detergent: '<path d="M28 28h34l12 14v46H28z" fill="#5C6BC0"/><path d="M62 28V18H46" stroke="#3949AB" stroke-width="6" fill="none"/><circle cx="50" cy="62" r="13" fill="#fff" opacity=".85"/><rect x="74" y="50" width="8" height="20" rx="3" fill="#3949AB"/>',
  piggy: '<ellipse cx="50" cy="58" rx="36" ry="26" fill="#F08FB0"/><circle cx="82" cy="52" r="9" fill="#E56B9F"/><path d="M30 36l-6-14 16 8z" fill="#E56B9F"/><rect x="28" y="78" width="10" height="14" rx="3" fill="#E56B9F"/><rect x="62" y="78" width="10" height="14" rx="3" fill="#E56B9F"/><rect x="42" y="30" width="18" height="5" rx="2" fill="#8E3A5A"/><circle cx="66" cy="50" r="3" fill="#5A2238"/>',
  tag: '<path d="M14 18h36l38 38-32 32-42-42z" fill="#E09F3E"/><circle cx="30" cy="34" r="7" fill="#fff"/><path d="M46 66l20-20M48 50h.1M64 64h.1" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
} as const;
export type NewsIcon = keyof typeof NEWS_ICONS;

/**
 * A news post's thumbnail: the topic's pictogram, the post's key figure in large type and two short lines saying what
 * it is, on a 320x240 card. Unlike the post's chart it reads at the news list's card size.
 */
export function newsThumbnail(icon: NewsIcon, figure: string, lines: readonly [string, string?], label: string, bg = '#F4F1E8'): string {
  // About 0.6 em a character for the bold figure, 0.55 for the lines: long ones shrink to fit.
  const figureSize = Math.min(64, Math.floor(288 / (0.6 * Math.max(1, figure.length))));
  const lineChars = Math.max(...lines.map((l) => (l ?? '').length), 1);
  const lineSize = Math.min(24, Math.floor(170 / (0.55 * lineChars)));
  const text = lines
    .filter((l): l is string => !!l)
    .map((l, i) => `<text x="136" y="${(lines[1] ? 64 : 78) + i * (lineSize + 6)}" font-size="${lineSize}" font-weight="600" fill="#3A3F3B">${esc(l)}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="${esc(label)}">
<rect width="320" height="240" fill="${bg}"/>
<g transform="translate(16 20) scale(1.1)">${NEWS_ICONS[icon]}</g>
${text.join('\n')}
<text x="160" y="214" text-anchor="middle" font-size="${figureSize}" font-weight="700" fill="#1F2A24">${esc(figure)}</text>
</svg>
`;
}
