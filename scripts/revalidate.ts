// npm run revalidate -- deity:khodiyar-mata list:deity ...   or   npm run revalidate -- --all
// Asks the running site (NEXT_PUBLIC_SITE_URL, default http://localhost:3000) to render again,
// on every server, the cached pages that read the named data (the tags in lib/cache/tags.ts),
// after content changed. Needs KULDEVTA_REVALIDATE_SECRET, as the site has it.
import { parseTag } from '../lib/cache/tags';
import { revalidateOnSite, revalidateSecret } from './site-revalidate';

const args = process.argv.slice(2);
const secret = revalidateSecret();
const unknown = args.filter((arg) => arg !== '--all' && parseTag(arg) === null);
if (!secret || !args.length || unknown.length) {
  if (unknown.length) console.error(`not a tag: ${unknown.join(' ')}`);
  console.error('usage: KULDEVTA_REVALIDATE_SECRET=... npm run revalidate -- --all | TAG [TAG ...]');
  console.error('  TAG: content | list:KIND | KIND:ID, KIND one of deity surname prayer category shrine community');
  console.error('  (deity:khodiyar-mata, surname:patel, prayer:aarti-12, category:ganesha, list:deity; see docs/ARCHITECTURE.md)');
  process.exit(2);
}
const response = await revalidateOnSite(args.includes('--all') ? { all: true } : { tags: args }, secret);
console.log(response.status, await response.text());
process.exit(response.ok ? 0 : 1);
