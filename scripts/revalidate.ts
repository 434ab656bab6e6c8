// npm run revalidate -- /deity/khodiyar-mata /aarti/...   or   npm run revalidate -- --all
// Asks the running site (NEXT_PUBLIC_SITE_URL, default http://localhost:3000) to re-render
// cached pages now, after content changed. Needs KULDEVTA_REVALIDATE_SECRET, as the site has it.
import { revalidateOnSite, revalidateSecret } from './site-revalidate';

const args = process.argv.slice(2);
const secret = revalidateSecret();
if (!secret || !args.length) {
  console.error('usage: KULDEVTA_REVALIDATE_SECRET=... npm run revalidate -- --all | /path [/path ...]');
  process.exit(2);
}
const response = await revalidateOnSite(args.includes('--all') ? { all: true } : { paths: args }, secret);
console.log(response.status, await response.text());
process.exit(response.ok ? 0 : 1);
