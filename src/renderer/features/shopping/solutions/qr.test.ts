import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../../../shared/rules';
import { qrMatrix } from './qr';

/** Draws a matrix as a reader's camera would see it: black modules on white, 4 px each, with a quiet zone. */
function bitmap(matrix: boolean[][], scale = 4, quiet = 4) {
  const size = (matrix.length + 2 * quiet) * scale;
  const rgba = new Uint8ClampedArray(size * size * 4).fill(255);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + quiet) * scale + dy) * size + (x + quiet) * scale + dx) * 4;
          rgba[at] = rgba[at + 1] = rgba[at + 2] = 0;
        }
      }
    }),
  );
  return { rgba, size };
}

describe('the QR code of a plan', () => {
  it('decodes back to the very text, accents and all', () => {
    const text = '1. Tesco, 1088 Budapest, Rákóczi út 1-3\n- Tesco UHT tej 1,5% 1 l × 2: 259 Ft\nÁruk összesen: 3 762 Ft – ő, ű';
    const { rgba, size } = bitmap(qrMatrix(text)!);
    const read = jsQR(rgba, size, size);
    expect(read?.data).toBe(text);
    expect([...(read?.binaryData ?? [])]).toEqual([...new TextEncoder().encode(text)]);
  });

  it('is refused, not made unreadable, when the text is longer than a phone reads well', () => {
    expect(qrMatrix('x'.repeat(RULES.qrMaxBytes))).not.toBeNull();
    expect(qrMatrix('x'.repeat(RULES.qrMaxBytes + 1))).toBeNull();
    // Bytes count, not characters: "ő" is two.
    expect(qrMatrix('ő'.repeat(RULES.qrMaxBytes / 2 + 1))).toBeNull();
  });
});
