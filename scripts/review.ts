// Operators review what visitors sent (npm run review -- <command>), on the configured
// database: DATABASE_URL, or the embedded directory (stop the server first: one process
// may hold it). With Supabase, see README.md ("Reviewing submissions").
//
//   list                                 pending submissions and new contact messages
//   mark <submission id> reviewed|rejected [--note "..."]
//   approve <submission id> --surname S --deity DEITY_ID --community C [--gotra G]
//       [--state S] [--town T] [--confidence 60] [--note "..."]
//                                        marks it approved and adds a 'community' association
//   message <contact id> reviewed|answered|closed
import pg from 'pg';
import { openEmbedded } from '../lib/db/embedded';
import { revalidateOnSite, revalidateSecret, siteUrl } from './site-revalidate';

type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

async function connect(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
  }
  const db = await openEmbedded({ dataDir: process.env.KULDEVTA_DATA_DIR ?? '.data' });
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await db.pg.query<T>(sql, params)).rows,
    close: async () => {
      await db.pg.close();
      db.release();
    },
  };
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const [command, id, ...rest] = process.argv.slice(2);
const { query, close } = await connect();
try {
  if (command === 'list' || !command) {
    const subs = await query<Record<string, unknown>>(
      "select id, created_at, user_name, user_town, user_region, user_email, search_term, kuldevta_info from public.form_submissions where status = 'pending' order by created_at",
    );
    console.log(`${subs.length} pending submission(s)`);
    for (const s of subs) console.log(JSON.stringify(s));
    const msgs = await query<Record<string, unknown>>(
      "select id, created_at, name, email, subject, message from public.contact_messages where status = 'new' order by created_at",
    );
    console.log(`${msgs.length} new contact message(s)`);
    for (const m of msgs) console.log(JSON.stringify(m));
  } else if (command === 'mark' && id && (rest[0] === 'reviewed' || rest[0] === 'rejected')) {
    const rows = await query('update public.form_submissions set status = $2, reviewed_at = now(), review_note = $3 where id = $1 returning id', [
      Number(id),
      rest[0],
      option(rest, 'note') ?? '',
    ]);
    console.log(rows.length ? `submission ${id}: ${rest[0]}` : `no submission ${id}`);
  } else if (command === 'approve' && id) {
    const surname = option(rest, 'surname');
    const deity = option(rest, 'deity');
    const community = option(rest, 'community');
    if (!surname || !deity || !community) throw new Error('approve needs --surname, --deity and --community');
    const [submission] = await query<{ status: string }>('select status from public.form_submissions where id = $1', [Number(id)]);
    if (!submission) throw new Error(`no submission ${id}`);
    if (submission.status === 'approved') throw new Error(`submission ${id} is already approved`);
    const confidence = Number(option(rest, 'confidence') ?? 60);
    const [association] = await query<{ id: number; surname_slug: string }>(
      `insert into public.family_surnames (surname, community, gotra, deity_id, state_province, town_village, confidence_level, source, source_ref, source_label, notes, origin)
       values ($1, $2, $3, $4, $5, $6, $7, 'community', $8, 'A family''s submission, reviewed', $9, 'submission') returning id, surname_slug`,
      [surname, community, option(rest, 'gotra') ?? '', deity, option(rest, 'state') ?? '', option(rest, 'town') || 'various', confidence, `Family submission #${id}, reviewed`, option(rest, 'note') ?? ''],
    );
    await query("update public.form_submissions set status = 'approved', reviewed_at = now(), family_surname_id = $2 where id = $1", [Number(id), association!.id]);
    console.log(`submission ${id}: approved as association ${association!.id} (source 'community')`);
    // Cached pages read these (lib/cache/tags.ts): the surname's, the deity's (its list of
    // surnames), the community's, and the list of surnames (the surname may be a new page).
    await refresh([`surname:${association!.surname_slug}`, `deity:${deity}`, `community:${slugOf(community)}`, 'list:surname']);
  } else if (command === 'message' && id && ['reviewed', 'answered', 'closed'].includes(rest[0] ?? '')) {
    const rows = await query('update public.contact_messages set status = $2 where id = $1 returning id', [Number(id), rest[0]]);
    console.log(rows.length ? `message ${id}: ${rest[0]}` : `no message ${id}`);
  } else {
    console.error('usage: npm run review -- list | mark ID reviewed|rejected | approve ID --surname S --deity D --community C | message ID reviewed|answered|closed');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`review: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await close();
}

/** A community's id in tags: its name in lower case, words joined by hyphens. */
function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Re-renders the cached pages that read `tags` on the running site (as npm run revalidate does), or says how to. */
async function refresh(tags: string[]) {
  const secret = revalidateSecret();
  const how = `npm run revalidate -- ${tags.join(' ')}`;
  if (!secret) return console.log(`cached pages to refresh: ${how}`);
  try {
    const response = await revalidateOnSite({ tags }, secret);
    console.log(response.ok ? `refreshed the pages that read ${tags.join(' ')}` : `refresh answered ${response.status}: run ${how}`);
  } catch {
    console.log(`the site did not answer at ${siteUrl()}: run ${how} once it is up`);
  }
}
