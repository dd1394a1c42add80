import qrcode from 'qrcode-generator';
import { RULES } from '../../../../shared/rules';

/**
 * The modules of a QR code holding `text` as UTF-8 bytes (so "tej 1,5%" reads back as written), true for dark; null
 * when the text is longer than a phone camera reads well (RULES.qrMaxBytes). Low error correction: the code is read
 * off a screen, and stays as small as it can.
 */
export function qrMatrix(text: string): boolean[][] | null {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > RULES.qrMaxBytes) return null;
  const qr = qrcode(0, 'L');
  // Byte mode takes each character's low byte: the UTF-8 bytes, one character each, go in unchanged.
  qr.addData(String.fromCharCode(...bytes), 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => qr.isDark(row, col)));
}
