// The npm registry reachable from this project's machines holds only the Linux x64 builds of
// packages that ship native binaries (Next's SWC, Tailwind's oxide, the ESLint resolver). npm
// then leaves the other platforms' optional packages out of package-lock.json, and `npm ci`
// refuses the lockfile as out of sync. This adds those optional entries, marked with the
// platform each is for, so `npm ci` skips them here and installs them on other machines.
// Run after `npm install` changes the lockfile: node scripts/complete-lockfile.mjs
import fs from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.filter((t) => OS.includes(t));
  const cpu = tokens.filter((t) => CPU.includes(t));
  const libc = tokens.some((t) => t.startsWith('musl')) ? ['musl'] : tokens.some((t) => t.startsWith('gnu')) ? ['glibc'] : [];
  return { ...(os.length ? { os } : {}), ...(cpu.length ? { cpu } : {}), ...(libc.length ? { libc } : {}) };
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (packages[key] || packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform binary: leave it to npm
    packages[key] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${file}: added ${added} optional platform entries`);
