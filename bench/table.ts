// A Markdown table of the bench's printed figures, each column as wide as its widest cell.
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`).join('\n');
}
