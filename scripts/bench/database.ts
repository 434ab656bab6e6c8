import { MEMORY, openEmbedded } from '../../lib/db/embedded';
import { callSql } from '../../lib/db/types';
import { addSyntheticDeities } from './scale';
import { ms, printTable, summary, type Row } from './stats';

const SUGGEST_QUERIES = ['ma', 'kh', 'tul', 'bhav', 'mata', 'devi', 'sachiya', 'साच', 'ખોડ', 'zzq'];
const ROUNDS = 30;

interface DeitySuggestionFigures {
  scale: number;
  p50: number;
  p95: number;
  /** The same figures for each query of SUGGEST_QUERIES. */
  queries: Record<string, { p50: number; p95: number }>;
}

/**
 * Deity suggestions timed at growing scale on the embedded engine (PGlite), each call made
 * as the anon role exactly as the site makes it.
 */
export async function benchDeitySuggestions(scales: number[]): Promise<DeitySuggestionFigures[]> {
  const db = await openEmbedded({ dataDir: MEMORY });
  const results: DeitySuggestionFigures[] = [];
  try {
    const base = (await db.pg.query<{ n: number }>('select count(*)::int n from public.deities')).rows[0]!.n;
    let synthetic = 0;
    for (const scale of scales) {
      const target = Math.max(scale - base, 0);
      if (target > synthetic) {
        await addSyntheticDeities(db.pg, synthetic + 1, target);
        synthetic = target;
      }
      await db.pg.exec('set role anon');
      const timings: number[] = [];
      const byQuery = new Map<string, number[]>(SUGGEST_QUERIES.map((q) => [q, []]));
      for (let round = 0; round < ROUNDS + 3; round++) {
        for (const q of SUGGEST_QUERIES) {
          const { text, values } = callSql('suggest_deities', { p_query: q, p_limit: 8 });
          const start = performance.now();
          await db.pg.query(text, values);
          // The first rounds warm plans and caches, as a running server's would be.
          if (round < 3) continue;
          const elapsed = performance.now() - start;
          timings.push(elapsed);
          byQuery.get(q)!.push(elapsed);
        }
      }
      await db.pg.exec('reset role');
      const s = summary(timings);
      const queries = Object.fromEntries(
        [...byQuery].map(([q, values]) => {
          const t = summary(values);
          return [q, { p50: t.p50, p95: t.p95 }];
        }),
      );
      results.push({ scale, p50: s.p50, p95: s.p95, queries });
    }
  } finally {
    await db.pg.close();
  }
  const rows: Row[] = results.map((r) => ({
    name: `${r.scale.toLocaleString('en-US')} deities`,
    figure: `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`,
    budget: r.scale === 10_000 ? 'p95 < 20 ms' : undefined,
    ok: r.scale === 10_000 ? r.p95 < 20 : undefined,
  }));
  printTable(`Deity suggestions (suggest_deities as anon, PGlite, ${SUGGEST_QUERIES.length} queries x ${ROUNDS} rounds)`, rows);
  // Which queries grow with the table: each one's p50 / p95 at every scale.
  printTable(
    `Deity suggestions by query (p50 / p95 at ${results.map((r) => r.scale.toLocaleString('en-US')).join(', ')} deities)`,
    SUGGEST_QUERIES.map((q) => ({
      name: `'${q}'`,
      figure: results.map((r) => `${r.queries[q]!.p50.toFixed(1)} / ${r.queries[q]!.p95.toFixed(1)}`).join('   ') + ' ms',
    })),
  );
  return results;
}

const SURNAME_QUERIES = ['patel', 'agrawal', 'chouhan', 'पटेल', 'bhat', 'joshi', 'pateli', 'shatelai', 'mordi', 'zzqx'];
const SURNAME_SUGGEST = ['pa', 'sh', 'cha', 'jos', 'पटे', 'mo', 'zz'];

/** Surname search and suggestions at growing scale (associations), as the anon role. */
export async function benchSurnames(scales: number[]) {
  const { addSyntheticSurnames } = await import('./scale');
  const db = await openEmbedded({ dataDir: MEMORY });
  const results: { scale: number; search: ReturnType<typeof summary>; suggest: ReturnType<typeof summary> }[] = [];
  try {
    const base = (await db.pg.query<{ n: number }>('select count(*)::int n from public.family_surnames')).rows[0]!.n;
    let added = 0;
    for (const scale of scales) {
      const target = Math.max(scale - base, 0);
      if (target > added) {
        await addSyntheticSurnames(db.pg, added + 1, target);
        added = target;
      }
      await db.pg.exec('set role anon');
      const timings = { search: [] as number[], suggest: [] as number[] };
      for (let round = 0; round < 23; round++) {
        for (const [fn, queries, key] of [
          ['search_surnames', SURNAME_QUERIES, 'search'],
          ['suggest_surnames', SURNAME_SUGGEST, 'suggest'],
        ] as const) {
          for (const q of queries) {
            const { text, values } = callSql(fn, fn === 'search_surnames' ? { p_surname: q } : { p_query: q, p_limit: 10 });
            const start = performance.now();
            await db.pg.query(text, values);
            if (round >= 3) timings[key].push(performance.now() - start);
          }
        }
      }
      await db.pg.exec('reset role');
      results.push({ scale, search: summary(timings.search), suggest: summary(timings.suggest) });
    }
  } finally {
    await db.pg.close();
  }
  const top = Math.max(...scales);
  printTable(
    'Surname search and suggestions (as anon, PGlite, 20 rounds)',
    results.flatMap((r) => [
      {
        name: `search, ${r.scale.toLocaleString('en-US')} associations`,
        figure: `p50 ${ms(r.search.p50)}, p95 ${ms(r.search.p95)}`,
        budget: r.scale === top ? 'p95 < 25 ms' : undefined,
        ok: r.scale === top ? r.search.p95 < 25 : undefined,
      },
      {
        name: `suggest, ${r.scale.toLocaleString('en-US')} associations`,
        figure: `p50 ${ms(r.suggest.p50)}, p95 ${ms(r.suggest.p95)}`,
        budget: r.scale === top ? 'p95 < 10 ms' : undefined,
        ok: r.scale === top ? r.suggest.p95 < 10 : undefined,
      },
    ]),
  );
  return results;
}
