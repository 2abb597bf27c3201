// CSV for a Brazilian spreadsheet (Financeiro, the audit log): ';' between cells, CRLF lines, a BOM
// so Excel reads UTF-8, and a cell that starts like a formula is quoted as text (CSV injection).

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
