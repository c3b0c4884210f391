import { useMemo } from "react";
import { encodeQr } from "./qr-code";

const QUIET_ZONE = 4;

/** One SVG path of the dark modules, one rectangle per horizontal run. */
function darkModulesPath(modules: boolean[][]): string {
  let path = "";
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      path += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`;
    }
  });
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
    const symbol = encodeQr(value);
    return { size: symbol.size + QUIET_ZONE * 2, path: darkModulesPath(symbol.modules) };
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
