import { MEMORY, openEmbedded } from '../../lib/db/embedded';
import { callSql } from '../../lib/db/types';
import { readCsvRows } from '../../lib/seed/files';
import { surnameSlug } from '../../lib/validation/surname';
import { printTable } from './stats';

/** The parts of get_surname's answer the figures read. */
interface SurnamePage {
  associations: unknown[];
  communities: { rule: string; deity: { id: string } | null }[];
  customs: unknown[];
}

/**
 * Coverage: of a fixed list of common surnames (data/sources/common-surnames.csv, in the order
 * of a public frequency list named in the file), the share that has a surname page: the site's own
 * get_surname answers for the name (directly, or through a recorded spelling); and, of the same
 * list, the share whose page names a deity for at least one community (a sourced association, or a
 * community of the name whose rule is one deity), and of the rest the share whose page gives a
 * sourced custom of one of its communities (how its families settle the deity: by gotra, clan,
 * village or family), since a page may only list the communities.
 */
export async function benchCoverage(root = process.cwd()) {
  // The list keeps every entry of the source in its order; entries that are not family names
  // (given names, markers of sex) or belong to families outside the tradition say why and are not counted.
  const rows = readCsvRows(root, 'data/sources/common-surnames.csv')
    .map((r) => r.value as Record<string, string>)
    .filter((r) => r.counted === 'yes');
  const source = `${rows[0]?.source_label ?? ''} (${rows[0]?.source_url ?? ''})`;
  const db = await openEmbedded({ dataDir: MEMORY });
  const found: string[] = [];
  const missing: string[] = [];
  const withDeity: string[] = [];
  const withCustom: string[] = [];
  try {
    await db.pg.exec('set role anon');
    for (const row of rows) {
      const { text, values } = callSql('get_surname', { p_slug: surnameSlug(row.surname!) });
      const result = (await db.pg.query<{ result: SurnamePage | null }>(text, values)).rows[0]?.result;
      (result ? found : missing).push(row.surname!);
      if (!result) continue;
      if (result.associations.length > 0 || result.communities.some((c) => c.deity !== null)) withDeity.push(row.surname!);
      // A sourced custom: how a community of the name settles its deity (by gotra, clan, village, family).
      else if (result.customs.length > 0 || result.communities.some((c) => c.rule !== 'unknown')) withCustom.push(row.surname!);
    }
  } finally {
    await db.pg.close();
    db.release();
  }
  const share = found.length / rows.length;
  const deityShare = withDeity.length / rows.length;
  const top = (n: number) => {
    const names = rows.slice(0, n).map((r) => r.surname!);
    return `${names.filter((s) => found.includes(s)).length} of ${names.length}`;
  };
  printTable(`Coverage: common surnames with a surname page (list: ${source})`, [
    { name: 'surnames in the list', figure: String(rows.length) },
    { name: 'with a surname page', figure: `${found.length} (${(share * 100).toFixed(1)}%)` },
    { name: 'naming a deity for a community', figure: `${withDeity.length} (${(deityShare * 100).toFixed(1)}%)` },
    { name: 'else a sourced community custom', figure: `${withCustom.length} (${((withCustom.length / rows.length) * 100).toFixed(1)}%)` },
    {
      name: 'a deity or a sourced custom',
      figure: `${withDeity.length + withCustom.length} (${(((withDeity.length + withCustom.length) / rows.length) * 100).toFixed(1)}%)`,
    },
    { name: 'of the 50 most common', figure: top(50) },
    { name: 'of the 100 most common', figure: top(100) },
    { name: 'of the 200 most common', figure: top(200) },
    { name: 'first 25 without a page', figure: missing.slice(0, 25).join(', ') },
  ]);
  return { source, total: rows.length, found: found.length, share, withDeity: withDeity.length, deityShare, withCustom: withCustom.length, missing };
}
