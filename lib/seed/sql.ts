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

/** A table's rows from records of column -> value: each column named once, beside its value. */
export function records(table: string, items: Record<string, SqlValue>[]): TableRows {
  const columns = items.length ? Object.keys(items[0]!) : [];
  const rows = items.map((item) => {
    const keys = Object.keys(item);
    if (keys.length !== columns.length || keys.some((k, i) => k !== columns[i])) {
      throw new Error(`${table}: every record must have the columns ${columns.join(', ')} in that order`);
    }
    return columns.map((c) => item[c]!);
  });
  return { table, columns, rows };
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
 */
export function upsert(t: TableRows, key: string): string {
  const rest = t.columns.filter((c) => c !== key);
  const conflict =
    `on conflict (${key}) do update set ${rest.map((c) => `${c} = excluded.${c}`).join(', ')}\n` +
    `  where (${rest.map((c) => `${t.table}.${c}`).join(', ')}) is distinct from (${rest.map((c) => `excluded.${c}`).join(', ')})`;
  return insert(t, conflict);
}

/** Deletes the rows of a table whose key is no longer in data/ (all of them when none is). */
export function pruneExcept(table: string, key: string, keys: SqlValue[]): string {
  return keys.length ? `delete from ${table} where ${key} not in (${keys.map(literal).join(', ')});` : `delete from ${table};`;
}
