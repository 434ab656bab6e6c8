// npm run revalidate -- /deity/khodiyar-mata /aarti/...   or   npm run revalidate -- --all
// Asks the running site (NEXT_PUBLIC_SITE_URL, default http://localhost:3000) to re-render
// cached pages now, after content changed. Needs KULDEVTA_REVALIDATE_SECRET, as the site has it.
const args = process.argv.slice(2);
const secret = process.env.KULDEVTA_REVALIDATE_SECRET;
const site = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000';
if (!secret || !args.length) {
  console.error('usage: KULDEVTA_REVALIDATE_SECRET=... npm run revalidate -- --all | /path [/path ...]');
  process.exit(2);
}
const body = args.includes('--all') ? { all: true } : { paths: args };
const response = await fetch(new URL('/api/revalidate', site), {
  method: 'POST',
  headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
console.log(response.status, await response.text());
process.exit(response.ok ? 0 : 1);

export {};
