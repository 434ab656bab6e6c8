import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFactories, type TestEngine } from '../testing/engines';
import { visitorText } from '../testing/fuzz';
import { contactRules, rowProblems, submissionRules } from '../testing/stored-text';
import { cleanLine, cleanText } from '../validation/text';
import { withoutNul } from './index';

// The SQL write functions are reachable without the site: on Supabase anyone with the
// publishable key can call them. Fed generated arguments directly (as the anon role), they
// answer and store only clean rows; and their cleaning is the site's, character for character.

const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const BATCH = 50;

/** Text as it reaches Postgres: well-formed (the driver sends UTF-8) and without U+0000. */
const sqlText = visitorText.map((s) => withoutNul(s.toWellFormed()) as string);
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null, freq: 8 });

describe.each(engineFactories())('SQL write functions under generated input on %s', (_name, open) => {
  let db: TestEngine;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it(`private.clean and clean_line agree with the site's cleanText and cleanLine (${RUNS} strings)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sqlText, { minLength: BATCH, maxLength: BATCH }), async (texts) => {
        const rows = await db.admin.query<{ t: string; clean: string; line: string }>(
          'select t, private.clean(t) as clean, private.clean_line(t) as line from unnest($1::text[]) as t',
          [texts],
        );
        for (const row of rows) {
          expect({ t: row.t, clean: row.clean }).toEqual({ t: row.t, clean: cleanText(row.t) });
          expect({ t: row.t, line: row.line }).toEqual({ t: row.t, line: cleanLine(row.t) });
        }
      }),
      { numRuns: Math.ceil(RUNS / BATCH) },
    );
  }, 300_000);

  it(`submit_family_info, submit_contact_message and track_search called directly (${RUNS} calls): answers, clean rows`, async () => {
    // A valid call with some of its arguments replaced by generated ones, so that many calls
    // store a row and the stored text is what gets tested.
    const arg = maybe(sqlText);
    const SAME = Symbol('same');
    const overrides = <T extends Record<string, unknown>>(valid: T, fuzz: { [K in keyof T]: fc.Arbitrary<unknown> }) =>
      fc
        .record(
          Object.fromEntries(
            Object.entries(fuzz as Record<string, fc.Arbitrary<unknown>>).map(([k, a]) => [
              k,
              fc.oneof({ weight: 3, arbitrary: fc.constant(SAME) }, { weight: 1, arbitrary: a }),
            ]),
          ),
        )
        .map((o) => ({ ...valid, ...Object.fromEntries(Object.entries(o).filter(([, v]) => v !== SAME)) }));
    const call = fc.oneof(
      overrides(
        {
          p_user_name: 'Asha Patil',
          p_user_town: 'Pune',
          p_user_region: 'Maharashtra',
          p_kuldevta_info: 'Our kuldevi is Tulja Bhavani.',
          p_user_email: null,
          p_search_term: null,
          p_user_agent: null,
        },
        { p_user_name: arg, p_user_town: arg, p_user_region: arg, p_kuldevta_info: arg, p_user_email: arg, p_search_term: arg, p_user_agent: arg },
      ).map((args) => ({ fn: 'submit_family_info', args })),
      overrides(
        {
          p_name: 'Asha',
          p_email: 'asha@example.com',
          p_subject: 'general',
          p_message: 'Hello from Pune',
          p_user_agent: null,
          p_support_address: 'support@kuldevta.test',
          p_site_name: 'Kuldevta',
        },
        {
          p_name: arg,
          p_email: arg,
          p_subject: fc.oneof(arg, fc.constantFrom('other', ' other ', 'Other')),
          p_message: arg,
          p_user_agent: arg,
          // The server's own settings, never a visitor's: kept valid.
          p_support_address: fc.constant('support@kuldevta.test'),
          p_site_name: fc.constant('Kuldevta'),
        },
      ).map((args) => ({ fn: 'submit_contact_message', args })),
      overrides(
        { p_search_term: 'patil', p_search_type: 'surname', p_results_found: true, p_result_count: 1, p_filters: {}, p_user_agent: null },
        {
          p_search_term: arg,
          p_search_type: fc.oneof(fc.constantFrom('surname', 'deity', null), sqlText),
          p_results_found: fc.option(fc.boolean(), { nil: null }),
          p_result_count: fc.option(fc.integer({ min: -5, max: 1_000_000 }), { nil: null }),
          p_filters: fc.option(fc.dictionary(sqlText, sqlText, { maxKeys: 4 }), { nil: null }),
          p_user_agent: arg,
        },
      ).map((args) => ({ fn: 'track_search', args })),
    );
    const answers = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(call, async ({ fn, args }) => {
        // A new visitor each time, so the rate limit does not hide the stores.
        const result = (await db.call(fn, { ...args, p_visitor_hash: randomUUID() })) as { status: string; field?: string; message?: string };
        expect(['stored', 'invalid']).toContain(result.status);
        if (result.status === 'invalid') expect(result.message).toMatch(/^[A-Z][A-Za-z0-9 ]+$/);
        const key = `${fn} ${result.status}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
      }),
      { numRuns: RUNS },
    );
    console.info(`${_name}: ${[...answers].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    for (const fn of ['submit_family_info', 'submit_contact_message', 'track_search']) expect(answers.get(`${fn} stored`) ?? 0).toBeGreaterThan(10);

    const submissions = await db.admin.query<Record<string, unknown>>('select * from public.form_submissions');
    expect(rowProblems(submissions, submissionRules, { user_email: { nullable: true } })).toEqual([]);
    const messages = await db.admin.query<Record<string, unknown>>('select * from public.contact_messages');
    expect(rowProblems(messages, contactRules, { email: {} })).toEqual([]);
    const searches = await db.admin.query<Record<string, unknown>>('select * from public.search_analytics');
    expect(rowProblems(searches, { search_term: { min: 2, max: 100 } })).toEqual([]);
    for (const row of searches) expect(String(row.search_term)).not.toMatch(/[;()]/);
  }, 300_000);
});
