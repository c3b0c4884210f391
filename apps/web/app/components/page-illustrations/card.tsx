/** A white card of the page illustrations, with the faint border the intro band needs. */
export function IllustrationCard({
  x,
  y,
  width,
  height,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx="14"
      fill="#fff"
      stroke="#0f1b2d"
      strokeOpacity="0.08"
    />
  );
}
