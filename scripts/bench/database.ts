import { MEMORY, openEmbedded } from '../../lib/db/embedded';
import { callSql } from '../../lib/db/types';
import { addSyntheticDeities } from './scale';
import { ms, printTable, summary, type Row } from './stats';

const SUGGEST_QUERIES = ['ma', 'kh', 'tul', 'bhav', 'mata', 'devi', 'sachiya', 'साच', 'ખોડ', 'zzq'];
const ROUNDS = 30;

/**
 * Deity suggestions timed at growing scale on the embedded engine (PGlite), each call made
 * as the anon role exactly as the site makes it.
 */
export async function benchDeitySuggestions(scales: number[]): Promise<{ scale: number; p50: number; p95: number }[]> {
  const db = await openEmbedded({ dataDir: MEMORY });
  const results: { scale: number; p50: number; p95: number }[] = [];
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
      for (let round = 0; round < ROUNDS + 3; round++) {
        for (const q of SUGGEST_QUERIES) {
          const { text, values } = callSql('suggest_deities', { p_query: q, p_limit: 8 });
          const start = performance.now();
          await db.pg.query(text, values);
          // The first rounds warm plans and caches, as a running server's would be.
          if (round >= 3) timings.push(performance.now() - start);
        }
      }
      await db.pg.exec('reset role');
      const s = summary(timings);
      results.push({ scale, p50: s.p50, p95: s.p95 });
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
  return results;
}
