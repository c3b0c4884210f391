// The plain-text tables the SaveLead benchmarks print: a row per load, its own columns first,
// then the same columns for what every load gives (latency, failures, answers, rows).

/** The columns every load's row has, as [heading, width] pairs. */
export const LOAD_COLUMNS = [
  ["p50", 8],
  ["p99", 8],
  ["errors", 6],
  ["non2xx", 6],
  ["2xx", 7],
  ["rows", 7],
];

/** A load's cells for LOAD_COLUMNS: its LoadResult (lib/load.mjs) and the rows it added, if read. */
export const loadCells = (result, rows) => [
  `${result.latency.p50} ms`,
  `${result.latency.p99} ms`,
  String(result.errors),
  String(result.non2xx),
  String(result["2xx"]),
  String(rows ?? "-"),
];

/**
 * Lays out a table of `columns` ([heading, width] pairs): `heading` is its first line, and
 * `line(cells)` any other, the first cell aligned left and the others right.
 */
export function textTable(columns) {
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(columns[0][1]) : cell.padStart(columns[i][1])))
      .join(" ");
  return { heading: line(columns.map(([name]) => name)), line };
}
