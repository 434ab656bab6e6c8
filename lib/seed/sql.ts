/** SQL literals for the generated seed. Strings are quoted, never interpolated raw. */
export type SqlValue = string | number | boolean | null | string[] | { json: unknown };

export function literal(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? "'{}'::text[]" : `array[${value.map((v) => quote(v)).join(', ')}]::text[]`;
  }
  if (typeof value === 'object') return `${quote(JSON.stringify(value.json))}::jsonb`;
  return quote(value);
}

function quote(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

export interface TableRows {
  table: string;
  columns: string[];
  rows: SqlValue[][];
}

/** Multi-row insert, 200 rows a statement to keep statements small. */
export function insert({ table, columns, rows }: TableRows, onConflict = ''): string {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    out.push(
      `insert into ${table} (${columns.join(', ')}) values\n` +
        chunk.map((r) => `  (${r.map(literal).join(', ')})`).join(',\n') +
        (onConflict ? `\n${onConflict}` : '') +
        ';',
    );
  }
  return out.join('\n');
}

/**
 * Insert or update by primary key; a row whose values did not change is left alone, so
 * updated_at (and the sitemap's lastmod) moves only when the content really changed.
 * Rows of the table that are no longer in data/ are deleted.
 */
export function upsert(t: TableRows, key: string, prune = true): string {
  const rest = t.columns.filter((c) => c !== key);
  const conflict =
    `on conflict (${key}) do update set ${rest.map((c) => `${c} = excluded.${c}`).join(', ')}\n` +
    `  where (${rest.map((c) => `${t.table}.${c}`).join(', ')}) is distinct from (${rest.map((c) => `excluded.${c}`).join(', ')})`;
  const keyIndex = t.columns.indexOf(key);
  const keys = t.rows.map((r) => literal(r[keyIndex] as SqlValue));
  const statements = [insert(t, conflict)];
  if (prune) {
    statements.push(
      keys.length ? `delete from ${t.table} where ${key} not in (${keys.join(', ')});` : `delete from ${t.table};`,
    );
  }
  return statements.join('\n');
}
