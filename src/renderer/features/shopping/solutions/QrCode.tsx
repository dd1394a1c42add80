/** The quiet zone around a QR code, in modules, that a reader needs to find it. */
const QUIET = 4;

/** A QR code as a scalable SVG: one path of dark modules on white, with its quiet zone. */
export function QrCode({ matrix, label }: { matrix: boolean[][]; label: string }) {
  const size = matrix.length + 2 * QUIET;
  let d = '';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    }),
  );
  return (
    <svg className="sh-qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" data-testid="plan-qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
