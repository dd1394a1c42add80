/**
 * A streaming reader of the monitor's .xlsx export: the zip's central directory is read and checked first (sizes,
 * entry count, methods), so a file that would unzip too large is refused before anything is inflated; the first
 * sheet is then inflated chunk by chunk and handed over a row at a time, never whole. Only what the export uses is
 * read: the workbook's sheet list, shared strings, and the cells' values (shared, inline and plain).
 */
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw, crc32 } from 'node:zlib';
import { FeedError } from './problems';

/** The most the whole zip may hold unzipped: the real export (~20,000 rows) is about 16 MB unzipped. */
export const MAX_UNZIPPED_BYTES = 128 * 1024 * 1024;
/** The most data rows a sheet may have: the real export has about 20,000-32,000. */
export const MAX_EXPORT_ROWS = 100_000;
/** An .xlsx has a dozen entries; a zip of thousands is not an export. */
const MAX_ENTRIES = 1_000;

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  localOffset: number;
}

const u16 = (b: Buffer, at: number) => b.readUInt16LE(at);
const u32 = (b: Buffer, at: number) => b.readUInt32LE(at);

/** Reads the zip's central directory; throws FeedError('format') for anything an export never is. */
export function zipDirectory(file: Buffer, maxUnzipped = MAX_UNZIPPED_BYTES): Map<string, ZipEntry> {
  const bad = (why: string): never => {
    throw new FeedError('format', `the export is not a readable .xlsx file (${why})`);
  };
  // The end-of-directory record: 22 bytes plus a comment of up to 65,535, at the very end.
  let eocd = -1;
  for (let at = file.length - 22; at >= Math.max(0, file.length - 22 - 0xffff); at--) {
    if (u32(file, at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) bad('no zip directory');
  const count = u16(file, eocd + 10);
  const dirSize = u32(file, eocd + 12);
  const dirAt = u32(file, eocd + 16);
  if (count === 0xffff || dirAt === 0xffffffff) bad('a zip64 archive');
  if (count > MAX_ENTRIES) bad(`${count} entries`);
  if (dirAt + dirSize > eocd) bad('the zip directory is cut short');
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  for (let i = 0, at = dirAt; i < count; i++) {
    if (at + 46 > eocd || u32(file, at) !== 0x02014b50) bad('a damaged zip directory');
    const nameLen = u16(file, at + 28);
    const extraLen = u16(file, at + 30);
    const commentLen = u16(file, at + 32);
    const e: ZipEntry = {
      flags: u16(file, at + 8),
      method: u16(file, at + 10),
      crc: u32(file, at + 16),
      compressed: u32(file, at + 20),
      size: u32(file, at + 24),
      localOffset: u32(file, at + 42),
      name: file.toString('utf8', at + 46, at + 46 + nameLen),
    };
    if (e.size === 0xffffffff || e.compressed === 0xffffffff || e.localOffset === 0xffffffff) bad('a zip64 entry');
    if (e.flags & 1) bad('an encrypted entry');
    total += e.size;
    // Refused by what the directory declares, before a byte is inflated (the inflating checks the truth as it goes).
    if (total > maxUnzipped) {
      throw new FeedError('format', `the export would unzip to more than ${Math.round(maxUnzipped / 1024 / 1024)} MB (${Math.round(total / 1024 / 1024)} MB declared so far): refused unopened`);
    }
    entries.set(e.name, e);
    at += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** The compressed bytes of one entry, found through its local header. */
function entryData(file: Buffer, e: ZipEntry): Buffer {
  const at = e.localOffset;
  if (at + 30 > file.length || u32(file, at) !== 0x04034b50) throw new FeedError('format', `the export's '${e.name}' is damaged`);
  const start = at + 30 + u16(file, at + 26) + u16(file, at + 28);
  if (start + e.compressed > file.length) throw new FeedError('format', `the export's '${e.name}' is cut short`);
  return file.subarray(start, start + e.compressed);
}

/** Inflates one entry chunk by chunk as text; never more than the entry declares, checked against its CRC. */
async function* entryText(file: Buffer, e: ZipEntry): AsyncGenerator<string> {
  const data = entryData(file, e);
  const decoder = new StringDecoder('utf8');
  const tooBig = () => new FeedError('format', `the export's '${e.name}' unzips to more than it declares (${e.size} bytes): refused`);
  if (e.method === 0) {
    if (data.length !== e.size) throw tooBig();
    if (crc32(data) !== e.crc) throw new FeedError('format', `the export's '${e.name}' fails its checksum`);
    for (let i = 0; i < data.length; i += 1 << 16) yield decoder.write(data.subarray(i, i + (1 << 16)));
    yield decoder.end();
    return;
  }
  if (e.method !== 8) throw new FeedError('format', `the export's '${e.name}' uses compression method ${e.method}`);
  const inflate = createInflateRaw({ chunkSize: 1 << 16 });
  inflate.end(data);
  let got = 0;
  let crc = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      got += chunk.length;
      if (got > e.size) throw tooBig();
      crc = crc32(chunk, crc);
      yield decoder.write(chunk);
    }
  } catch (err) {
    inflate.destroy();
    if (err instanceof FeedError) throw err;
    throw new FeedError('format', `the export's '${e.name}' cannot be unzipped (${(err as Error).message})`);
  }
  if (got !== e.size || crc !== e.crc) throw new FeedError('format', `the export's '${e.name}' is damaged (size or checksum)`);
  yield decoder.end();
}

async function wholeText(file: Buffer, e: ZipEntry): Promise<string> {
  let s = '';
  for await (const part of entryText(file, e)) s += part;
  return s;
}

const ENTITY: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** XML text to a string: entities, character references, and OOXML's _xHHHH_ escapes. */
export function xmlText(s: string): string {
  return s
    .replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (m, ref: string) =>
      ref[0] === '#' ? String.fromCodePoint(ref[1] === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))) : (ENTITY[ref] ?? m),
    )
    .replace(/_x([0-9a-fA-F]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const ATTR = new Map<string, RegExp>();
const attr = (tag: string, name: string): string | undefined => {
  let re = ATTR.get(name);
  if (!re) ATTR.set(name, (re = new RegExp(`\\s${name}="([^"]*)"`)));
  return re.exec(tag)?.[1];
};

/** The text of every <t> in a fragment (rich-text runs joined; phonetic hints left out). */
function textOf(fragment: string): string {
  let out = '';
  const clean = fragment.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  for (const m of clean.matchAll(/<t\b[^>]*?(?:\/>|>([\s\S]*?)<\/t>)/g)) out += xmlText(m[1] ?? '');
  return out;
}

/** Column number (1-based) from a cell reference such as "AB12". */
function columnOf(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n;
}

export interface SheetRow {
  /** The row number as the sheet gives it (1 = the header). */
  r: number;
  /** Cell texts by column number (1-based); missing cells are absent. */
  cells: Map<number, string>;
  /** Columns whose cell is a number (no type or t="n"): its text is the <v> as written, "1919.7333333333333", "1.5E-2". */
  numeric: Set<number>;
}

export interface XlsxSheet {
  name: string;
  /** The sheet's rows, in order, a row at a time. */
  rows(): AsyncGenerator<SheetRow>;
}

/** Opens an export: its directory checked, its first sheet's name and shared strings read; rows come on demand. */
export async function openFirstSheet(file: Buffer, opts: { maxUnzipped?: number; maxRows?: number } = {}): Promise<XlsxSheet> {
  const entries = zipDirectory(file, opts.maxUnzipped);
  const maxRows = opts.maxRows ?? MAX_EXPORT_ROWS;
  const get = (name: string) => entries.get(name) ?? entries.get(name.replace(/^\//, ''));
  const workbook = get('xl/workbook.xml');
  if (!workbook) throw new FeedError('format', 'the export is not a readable .xlsx file (no workbook)');
  const wbXml = await wholeText(file, workbook);
  const firstSheet = /<sheet\b[^>]*\/?>/.exec(wbXml)?.[0];
  if (!firstSheet) throw new FeedError('format', 'the export has no sheet');
  const name = xmlText(attr(firstSheet, 'name') ?? '');
  // The relationship id, under whatever prefix the writer gave the namespace (r:id as a rule).
  const relId = /\s[\w.-]+:id="([^"]*)"/.exec(firstSheet)?.[1];
  let target = 'xl/worksheets/sheet1.xml';
  const rels = get('xl/_rels/workbook.xml.rels');
  if (rels && relId) {
    const relsXml = await wholeText(file, rels);
    for (const m of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
      if (attr(m[0], 'Id') !== relId) continue;
      const t = attr(m[0], 'Target') ?? '';
      target = t.startsWith('/') ? t.slice(1) : `xl/${t}`.replace(/\/\.\//g, '/');
    }
  }
  const sheet = get(target);
  if (!sheet) throw new FeedError('format', `the export's first sheet ('${target}') is missing`);

  const shared: string[] = [];
  const sst = get('xl/sharedStrings.xml');
  if (sst) {
    let buf = '';
    for await (const part of entryText(file, sst)) {
      buf += part;
      let pos = 0;
      for (;;) {
        const start = buf.indexOf('<si', pos);
        if (start < 0) break;
        const tagEnd = buf.indexOf('>', start);
        if (tagEnd < 0) break;
        if (buf[tagEnd - 1] === '/') {
          // A self-closed <si/> is an empty string.
          shared.push('');
          pos = tagEnd + 1;
          continue;
        }
        const end = buf.indexOf('</si>', tagEnd);
        if (end < 0) break;
        shared.push(textOf(buf.slice(tagEnd + 1, end)));
        pos = end + 5;
      }
      buf = buf.slice(pos);
    }
  }

  async function* rows(): AsyncGenerator<SheetRow> {
    let buf = '';
    let count = 0;
    let last = 0;
    for await (const part of entryText(file, sheet!)) {
      buf += part;
      // Scanned by position; the unread tail is kept once per chunk.
      let pos = 0;
      for (;;) {
        const open = buf.indexOf('<row', pos);
        if (open < 0) {
          // Keep only a tail that may start a tag.
          const lt = buf.lastIndexOf('<');
          pos = lt >= pos ? lt : buf.length;
          break;
        }
        const after = buf[open + 4];
        if (after === undefined) {
          pos = open;
          break;
        }
        // <rowBreaks> and the like are not rows.
        if (after !== ' ' && after !== '>' && after !== '/' && after !== '\n' && after !== '\t' && after !== '\r') {
          pos = open + 4;
          continue;
        }
        const tagEnd = buf.indexOf('>', open);
        if (tagEnd < 0) {
          pos = open;
          break;
        }
        const tag = buf.slice(open, tagEnd + 1);
        let body = '';
        if (tag.endsWith('/>')) pos = tagEnd + 1;
        else {
          const close = buf.indexOf('</row>', tagEnd);
          if (close < 0) {
            pos = open;
            break;
          }
          body = buf.slice(tagEnd + 1, close);
          pos = close + 6;
        }
        const r = Number(attr(tag, 'r') ?? last + 1);
        last = r;
        if (r > 1 && ++count > maxRows) {
          throw new FeedError('format', `the export has more than ${maxRows.toLocaleString('en')} rows: refused`);
        }
        yield { r, ...cellsOf(body, shared) };
      }
      buf = buf.slice(pos);
    }
  }
  return { name, rows };
}

function cellsOf(body: string, shared: readonly string[]): Omit<SheetRow, 'r'> {
  const cells = new Map<number, string>();
  const numeric = new Set<number>();
  let col = 0;
  for (const m of body.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const tag = m[1]!;
    const ref = attr(tag, 'r');
    col = ref ? columnOf(ref) : col + 1;
    const inner = m[2];
    if (inner === undefined) continue;
    const type = attr(tag, 't');
    let text: string;
    if (type === 'inlineStr') text = textOf(/<is>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? '');
    else {
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      if (v === undefined) continue;
      if (type === 's') text = shared[Number(v)] ?? '';
      else if (type === 'b') text = v === '1' ? 'TRUE' : 'FALSE';
      else {
        text = xmlText(v);
        if (type === undefined || type === 'n') numeric.add(col);
      }
    }
    cells.set(col, text);
  }
  return { cells, numeric };
}
