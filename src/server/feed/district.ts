/** Budapest postcodes are 1XXY where XX is the district: 1053 is district V. */
export function districtOf(postcode: string): string | null {
  const m = /^1(\d\d)\d$/.exec(postcode.trim());
  if (!m) return null;
  const n = Number(m[1]);
  if (n < 1 || n > 23) return null;
  const roman: [number, string][] = [[10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let left = n;
  let s = '';
  for (const [v, r] of roman) {
    while (left >= v) {
      s += r;
      left -= v;
    }
  }
  return s;
}
