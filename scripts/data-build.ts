// Builds everything that is built from the content in data/ (npm run data:build): the files of
// data/built/ (surnames, their communities and aliases, community pages, shrines, the JSON Schemas
// of the edited files), then supabase/seed.sql.
// --check builds in memory, writes nothing, and exits 1 naming the files that would change.
import fs from 'node:fs';
import path from 'node:path';
import { DataFileError } from '../lib/seed/files';
import { BuildError, buildAll, changedFiles } from '../lib/content-build/build';

const root = process.cwd();
const check = process.argv.includes('--check');

try {
  const { files, report } = buildAll(root);
  for (const line of report) console.log(line);
  const changed = changedFiles(root, files);
  if (check) {
    if (changed.length) {
      console.error(`out of date (run npm run data:build): ${changed.join(', ')}`);
      process.exit(1);
    }
    console.log('check: every built file matches the repository');
  } else {
    for (const file of changed) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), files.get(file)!);
    }
    console.log(changed.length ? `wrote ${changed.join(', ')}` : 'nothing changed');
  }
} catch (error) {
  if (error instanceof BuildError || error instanceof DataFileError) {
    console.error(`Data not built: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
