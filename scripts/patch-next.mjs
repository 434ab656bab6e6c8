// Run after every install (package.json "postinstall"). Next.js 16.4 with Turbopack writes the
// root layout's stylesheet into every page's server-components payload a second time, as the
// styles of the global error boundary (it looks them up with an empty set of stylesheets
// already sent); with the stylesheet inlined in the head, that is a third copy of the whole
// stylesheet in every page's HTML and a second in every .rsc response.
// Reported upstream as vercel/next.js#98110, with fixes proposed and not yet released.
//
// The patch makes that lookup treat every stylesheet as already sent, so the boundary adds
// none (app/global-error.tsx is styled inline for that reason). It changes nothing else and is
// applied once (the marker). When Next.js no longer has the code it patches it says so and
// leaves Next.js as it is: the install goes on, and e2e/caching.spec.ts (a page's HTML holds
// its stylesheet twice at most) tells whether the release fixed it (docs/FRAMEWORK-GUARDS.md).
import fs from 'node:fs';
import path from 'node:path';

const MARKER = '/* kuldevta: no stylesheet for the global error boundary */';
const INVARIANT = 'global-error module is required but not found in loader tree';
// The set getGlobalErrorStyles passes as the stylesheets already sent, minified or not.
const LOOKUP = new RegExp(`(${INVARIANT}[\\s\\S]{0,400}?injectedCSS:\\s*)new Set(?:\\(\\))?`);
const ALL_SENT = `${MARKER}{has:()=>true,add(){}}`;

const root = path.join(import.meta.dirname, '..', 'node_modules', 'next', 'dist');
// Where the app renderer lives: its bundled runtimes, and its CommonJS and ESM sources.
const DIRS = ['compiled/next-server', 'server/app-render', 'esm/server/app-render'];

if (!fs.existsSync(root)) {
  console.log('patch-next: next is not installed; nothing to patch');
  process.exit(0);
}
const files = DIRS.flatMap((dir) => {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(full, name))
    .filter((file) => fs.readFileSync(file, 'utf8').includes(INVARIANT));
});
if (!files.length) {
  console.warn(
    'patch-next: Next.js no longer has the global error styles lookup this script patches: nothing patched (see docs/FRAMEWORK-GUARDS.md)',
  );
  process.exit(0);
}
let patched = 0;
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  if (text.includes(MARKER)) continue;
  if (!LOOKUP.test(text)) {
    console.warn(`patch-next: ${path.relative(root, file)} has changed: left as it is (see docs/FRAMEWORK-GUARDS.md)`);
    continue;
  }
  fs.writeFileSync(file, text.replace(LOOKUP, `$1${ALL_SENT}`));
  patched++;
}
console.log(`patch-next: global error boundary without a second stylesheet (${patched} of ${files.length} files patched now)`);
