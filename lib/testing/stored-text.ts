/**
 * What a stored visitor text must look like, whichever way it arrived (server action, or the
 * SQL function called directly with the publishable key): within its length in characters
 * (code points, as Postgres counts), no markup, Unicode NFC, no control or invisible format
 * characters, trimmed, and on one line unless it is a multi-line field.
 */
export interface TextRule {
  min: number;
  max: number;
  multiline?: boolean;
}

const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const INVISIBLE = /[\u200B\u2028\u2029\uFEFF\u202A-\u202E\u2066-\u2069]/;

/** The problems of one stored value ([] when it is fine). */
export function textProblems(value: unknown, rule: TextRule): string[] {
  if (typeof value !== 'string') return [`not text: ${JSON.stringify(value)}`];
  const problems: string[] = [];
  const length = [...value].length;
  if (length < rule.min || length > rule.max) problems.push(`length ${length} outside ${rule.min}-${rule.max}`);
  if (/[<>]/.test(value)) problems.push('markup');
  if (value !== value.normalize('NFC')) problems.push('not NFC');
  if (CONTROL.test(value)) problems.push('control character');
  if (!rule.multiline && /\n/.test(value)) problems.push('line break in a one-line field');
  if (INVISIBLE.test(value)) problems.push('invisible format character');
  if (value !== value.trim()) problems.push('not trimmed');
  if (/ {2}/.test(value)) problems.push('double space');
  return problems;
}

export const EMAIL_STORED = /^[^\s@<>A-Z]+@[^\s@<>A-Z]+\.[^\s@<>A-Z]+$/;

/** Problems of every row: `rules` names the text columns, `emails` the email columns. */
export function rowProblems(
  rows: Record<string, unknown>[],
  rules: Record<string, TextRule & { nullable?: boolean }>,
  emails: Record<string, { nullable?: boolean }> = {},
): string[] {
  const out: string[] = [];
  for (const row of rows) {
    for (const [column, rule] of Object.entries(rules)) {
      const value = row[column];
      if (value === null && rule.nullable) continue;
      for (const p of textProblems(value, rule)) out.push(`row ${String(row.id)} ${column} ${JSON.stringify(value)}: ${p}`);
    }
    for (const [column, rule] of Object.entries(emails)) {
      const value = row[column];
      if (value === null && rule.nullable) continue;
      if (typeof value !== 'string' || value.length > 254 || !EMAIL_STORED.test(value) || textProblems(value, { min: 3, max: 254 }).length) {
        out.push(`row ${String(row.id)} ${column} ${JSON.stringify(value)}: not a clean lower-case email`);
      }
    }
  }
  return out;
}

/** The column rules of the two visitor tables (the form limits, as stored). */
export const submissionRules = {
  user_name: { min: 2, max: 100 },
  user_town: { min: 2, max: 100 },
  user_region: { min: 2, max: 100 },
  kuldevta_info: { min: 10, max: 2000, multiline: true },
  search_term: { min: 1, max: 100, nullable: true },
};
export const contactRules = {
  name: { min: 1, max: 200 },
  subject: { min: 1, max: 20 },
  message: { min: 1, max: 5000, multiline: true },
};
