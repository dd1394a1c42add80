/**
 * Hand-made .xlsx files for tests: a zip written here (sizes and CRCs overridable, as an attacker makes them) and a
 * sheet of inline strings with numeric cells where asked, as writers other than ExcelJS make them.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import { EXPORT_HEADERS } from '../../../src/server/feed/export';

/**
 * A zip of the given entries, deflated here or given deflated (`packed`, with its true size and CRC), each entry's
 * declared size overridable (`declare`): a file as an attacker makes it.
 */
export function zip(entries: Array<{ name: string; data?: Buffer; packed?: { bytes: Buffer; size: number; crc: number }; declare?: number }>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = e.data ?? Buffer.alloc(0);
    const packed = e.packed?.bytes ?? deflateRawSync(data);
    const crc = e.packed?.crc ?? crc32(data);
    const size = e.declare ?? e.packed?.size ?? data.length;
    const name = Buffer.from(e.name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(size, 22);
    head.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(head, name, packed);
    central.push(dir, name);
    offset += head.length + name.length + packed.length;
  }
  const dirBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBuf, end]);
}

export const WORKBOOK = Buffer.from('<workbook><sheets><sheet name="Napi feltöltések - 2026-11-24" sheetId="1" r:id="rId1"/></sheets></workbook>');
export const RELS = Buffer.from('<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const col = (i: number) => String.fromCharCode(65 + i);
/** A sheet with inline strings (as other writers than ExcelJS make them), numbers left as numbers where asked. */
export function inlineSheet(rows: Array<Record<string, string>>, numeric: readonly string[] = []): Buffer {
  const row = (r: number, cells: string[]) =>
    `<row r="${r}">${cells.map((v, i) => (numeric.includes(EXPORT_HEADERS[i]!) && r > 1 ? `<c r="${col(i)}${r}"><v>${v.replace(',', '.')}</v></c>` : `<c r="${col(i)}${r}" t="inlineStr"><is><t xml:space="preserve">${esc(v)}</t></is></c>`)).join('')}</row>`;
  const body = [row(1, [...EXPORT_HEADERS]), ...rows.map((x, i) => row(i + 2, EXPORT_HEADERS.map((h) => x[h] ?? '')))].join('');
  return Buffer.from(`<?xml version="1.0"?><worksheet><dimension ref="A1:N${rows.length + 1}"/><sheetData>${body}</sheetData><rowBreaks count="0"/></worksheet>`);
}
export const exportZip = (sheet: Buffer, declare?: number) =>
  zip([{ name: 'xl/workbook.xml', data: WORKBOOK }, { name: 'xl/_rels/workbook.xml.rels', data: RELS }, { name: 'xl/worksheets/sheet1.xml', data: sheet, declare }]);
