import { type Bitmap2D, correction, generate } from "lean-qr/nano";
import { useMemo } from "react";

const QUIET_ZONE = 4;

/** One SVG path of the dark modules, one rectangle per horizontal run. */
function darkModulesPath(code: Bitmap2D): string {
  let path = "";
  for (let y = 0; y < code.size; y++) {
    let x = 0;
    while (x < code.size) {
      if (!code.get(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (code.get(x, y)) x++;
      path += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`;
    }
  }
  return path;
}

interface QrCodeImageProps {
  value: string;
  label: string;
  className?: string;
}

/** A QR code of `value` as an inline SVG image with an accessible name. */
export function QrCodeImage({ value, label, className }: QrCodeImageProps) {
  const { size, path } = useMemo(() => {
    // Error correction level M (15% of the symbol may be lost) or higher: the library raises the
    // level when a symbol of the same size has room for it.
    const code = generate(value, { minCorrectionLevel: correction.M });
    return { size: code.size + QUIET_ZONE * 2, path: darkModulesPath(code) };
  }, [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
