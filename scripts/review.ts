// Operators review what visitors sent (npm run review -- <command>), on the configured
// database: DATABASE_URL, or the embedded directory (stop the server first: one process
// may hold it). With Supabase, see README.md ("Reviewing submissions").
//
//   list                                 pending submissions and new contact messages
//   mark <submission id> reviewed|rejected [--note "..."]
//   approve <submission id> --surname S --deity DEITY_ID --community C [--gotra G]
//       [--state S] [--town T] [--shrine TEMPLE_ID] [--confidence 60] [--note "..."]
//                                        marks it approved and adds a 'community' association,
//                                        at the deity's shrine it names (--shrine, or the one
//                                        of the deity in --town), and refreshes the cached
//                                        pages that show it
//   message <contact id> reviewed|answered|closed
//   family [--kind confirm|correct|prayer] [--after KEY] [--limit 50]
//                                        families' confirmations, corrections and prayers
//                                        waiting, grouped by the association (or deity) they
//                                        concern, a page at a time
//   family-show <id>                     one item: what it is about and every word the family sent
//   family-approve <id> [--deity DEITY_ID] [--confidence 50] [--deprecate "why"] [--note "..."]
//                                        counts a confirmation, adds a correction as an
//                                        association whose source is the family (--deity: the
//                                        deity the family named; --deprecate: the one it
//                                        corrects is wrong, and why), or publishes a prayer;
//                                        writes data/sources/families/ (commit it, then
//                                        npm run data:build) and the database, and refreshes
//                                        the pages that show it
//   family-reject <id> --note "why"      keeps it, rejected, with why
import pg from 'pg';
import { communityResolver, type CommunityRef } from '../lib/community/resolve';
import { openEmbedded } from '../lib/db/embedded';
import { revalidateOnSite, revalidateSecret, siteUrl } from './site-revalidate';
import { buildDay } from '../lib/content-build/families';
import { approveFamilyWord, familyQueue, rejectFamilyWord, showFamilyWord } from '../lib/review/family-word';

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
    const shrine = await shrineOf(deity, option(rest, 'shrine'), option(rest, 'town'), option(rest, 'state'));
    const [association] = await query<{ id: number; surname_slug: string }>(
      `insert into public.family_surnames (surname, community, gotra, deity_id, state_province, town_village, confidence_level, source, source_ref, source_label, notes, origin, shrine_id, shrine_basis)
       values ($1, $2, $3, $4, $5, $6, $7, 'community', $8, 'A family''s submission, reviewed', $9, 'submission', $10, $11) returning id, surname_slug`,
      [
        surname,
        community,
        option(rest, 'gotra') ?? '',
        deity,
        option(rest, 'state') ?? '',
        option(rest, 'town') || 'various',
        confidence,
        `Family submission #${id}, reviewed`,
        option(rest, 'note') ?? '',
        shrine,
        shrine ? 'source' : '',
      ],
    );
    await query("update public.form_submissions set status = 'approved', reviewed_at = now(), family_surname_id = $2 where id = $1", [
      Number(id),
      association!.id,
    ]);
    console.log(`submission ${id}: approved as association ${association!.id} (source 'community'${shrine ? `, at the shrine ${shrine}` : ''})`);
    // Cached pages read these (lib/cache/tags.ts): the surname's, the deity's (its list of
    // surnames), the community page the label belongs to, the shrine's, and the list of
    // surnames (the surname may be a new page; the lists of communities and shrines count them).
    const page = await communityPage(community);
    if (!page) console.log(`the community '${community}' is on no community page (add it to data/curation to list it there)`);
    await refresh([
      `surname:${association!.surname_slug}`,
      `deity:${deity}`,
      ...(page ? [`community:${page}`] : []),
      ...(shrine ? [`shrine:${shrine}`] : []),
      'list:surname',
    ]);
  } else if (command === 'family') {
    const args = [id, ...rest].filter((a): a is string => a !== undefined);
    const groups = await familyQueue(query, { kind: option(args, 'kind'), after: option(args, 'after'), limit: Number(option(args, 'limit') ?? 50) });
    console.log(`${groups.length} group(s) of families' word waiting${groups.length ? ` (next page: --after '${groups.at(-1)!.about}')` : ''}`);
    for (const g of groups) console.log(`${g.kind.padEnd(8)} ${String(g.pending).padStart(5)}  ${g.about}  ids ${g.ids.join(' ')}`);
  } else if (command === 'family-show' && id) {
    console.log(await showFamilyWord(query, Number(id)));
  } else if (command === 'family-approve' && id) {
    const confidence = option(rest, 'confidence');
    const approval = await approveFamilyWord(query, process.cwd(), Number(id), {
      note: option(rest, 'note'),
      deity: option(rest, 'deity'),
      confidence: confidence === undefined ? undefined : Number(confidence),
      deprecate: option(rest, 'deprecate'),
      today: buildDay(),
    });
    console.log(approval.message);
    console.log(`written: ${approval.files.join(', ')}; now run npm run data:build and commit them`);
    await refresh(approval.tags);
  } else if (command === 'family-reject' && id) {
    console.log(await rejectFamilyWord(query, Number(id), option(rest, 'note') ?? ''));
  } else if (command === 'message' && id && ['reviewed', 'answered', 'closed'].includes(rest[0] ?? '')) {
    const rows = await query('update public.contact_messages set status = $2 where id = $1 returning id', [Number(id), rest[0]]);
    console.log(rows.length ? `message ${id}: ${rest[0]}` : `no message ${id}`);
  } else {
    console.error(
      'usage: npm run review -- list | mark ID reviewed|rejected | approve ID --surname S --deity D --community C [--shrine T] | message ID reviewed|answered|closed | family [--kind K] [--after KEY] | family-show ID | family-approve ID [--deity D] [--deprecate WHY] | family-reject ID --note WHY',
    );
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`review: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await close();
}

/** The community page whose rows carry `label` (as surname cards link it), or null. */
async function communityPage(label: string): Promise<string | null> {
  const [row] = await query<{ list: CommunityRef[] }>('select public.list_communities() as list');
  return communityResolver(row?.list ?? [])(label)?.slug ?? null;
}

/**
 * The deity's shrine the family names: `--shrine` (checked to be one of the deity's), else the
 * deity's one shrine in `--town` (and `--state`, when given); null when it names none.
 */
async function shrineOf(deity: string, id: string | undefined, town: string | undefined, state: string | undefined): Promise<string | null> {
  if (id) {
    const found = await query<{ id: string }>('select id from public.shrines where id = $1 and deity_id = $2', [id, deity]);
    if (!found.length) throw new Error(`no shrine ${id} of ${deity}`);
    return id;
  }
  if (!town || town === 'various') return null;
  const found = await query<{ id: string }>(
    "select id from public.shrines where deity_id = $1 and lower(town) = lower($2) and ($3 = '' or lower(state) = lower($3))",
    [deity, town.trim(), (state ?? '').trim()],
  );
  return found.length === 1 ? found[0]!.id : null;
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
