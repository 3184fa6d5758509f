/** Draws the rows `qrRows` made: one square per dark module, with the quiet zone apps need. */
export function QrCode({ rows, label }: { rows: string[]; label: string }) {
  const quiet = 4;
  const size = rows.length + quiet * 2;
  const path = rows
    .flatMap((row, y) =>
      Array.from(row).flatMap((cell, x) =>
        cell === "1" ? [`M${x + quiet} ${y + quiet}h1v1h-1z`] : [],
      ),
    )
    .join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="h-48 w-48 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
