/** Prints rows of one shape as a Markdown table (for the README and closing notes). */
export function printTable(rows) {
  if (!rows.length) return;
  const headers = Object.keys(rows[0]);
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells) => "| " + cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ") + " |";
  console.log(line(headers));
  console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
  for (const row of rows) console.log(line(headers.map((h) => row[h])));
}
