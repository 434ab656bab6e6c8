/** Small statistics for benchmarks: medians and percentiles of timings in milliseconds. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function summary(values: number[]) {
  return { n: values.length, p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) };
}

export async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
}

export function ms(value: number): string {
  return `${value.toFixed(2)} ms`;
}

export interface Row {
  name: string;
  figure: string;
  budget?: string;
  ok?: boolean;
}

export function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const verdict = r.ok === undefined ? '' : r.ok ? '  ok' : '  OVER BUDGET';
    console.log(`  ${r.name.padEnd(width)}  ${r.figure}${r.budget ? `  (budget ${r.budget})` : ''}${verdict}`);
  }
}
