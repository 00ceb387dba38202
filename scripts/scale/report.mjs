// Compact text tables for the scale bench's figures.

/** Rows of cells under a header, each column as wide as its widest cell. */
export function table(header, rows, indent = '  ') {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  // A column of figures (each cell starts with a digit, or is empty: — or n/a) is right-aligned.
  const numeric = header.map((_, i) => rows.every((row) => /^(\d|—$|n\/a$)/.test(String(row[i] ?? ''))));
  const line = (row) => indent + row.map((cell, i) => (numeric[i] && i > 0 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(cells[0]), ...cells.slice(1).map(line)].join('\n');
}

export const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
export const whole = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '—');
export const percent = (part, total) => (Number.isFinite(part) && total > 0 ? `${Math.round((100 * part) / total)}%` : 'n/a');
export const verdict = (ok, text) => `${ok ? 'PASS' : 'FAIL'}  ${text}`;
