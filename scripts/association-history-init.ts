// Dates the associations already built before the history ledger existed: the day each first
// appeared in the built surname file, read from the repository's history (the file was
// data/family_surnames.csv before data/built/). Run once, with the full history; later builds
// date what they add themselves (lib/content-build/families.ts).
//   npx tsx scripts/association-history-init.ts && npm run data:build
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { associationKey, HISTORY_FILE } from '../lib/content-build/families';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
const commits = ['data/family_surnames.csv', 'data/built/family_surnames.csv'].flatMap((file) =>
  git('log', '--format=%H %ad', '--date=short', '--reverse', '--', file)
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ file, hash: line.split(' ')[0]!, day: line.split(' ')[1]! })),
);
const firstSeen = new Map<string, string>();
for (const { file, hash, day } of commits.sort((a, b) => a.day.localeCompare(b.day))) {
  let text: string;
  try {
    text = git('show', `${hash}:${file}`);
  } catch {
    continue; // the file was removed by this commit
  }
  for (const r of parse(text, { columns: true }) as Record<string, string>[]) {
    const key = associationKey({ surname: r.surname ?? '', community: r.community ?? '', gotra: r.gotra ?? '', deity_id: r.deity_id ?? '' });
    if (!firstSeen.has(key)) firstSeen.set(key, day);
  }
}
const rows = parse(fs.readFileSync(HISTORY_FILE, 'utf8'), { columns: true }) as Record<string, string>[];
let dated = 0;
for (const r of rows) {
  const day = firstSeen.get(r.association_key!);
  if (r.event === 'added' && day && day < r.happened_on!) {
    r.happened_on = day;
    dated++;
  }
}
const header = Object.keys(rows[0] ?? {});
const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
fs.writeFileSync(HISTORY_FILE, `${[header.join(','), ...rows.map((r) => header.map((h) => quote(r[h] ?? '')).join(','))].join('\n')}\n`);
console.log(`${dated} of ${rows.length} events dated from the repository's history`);
