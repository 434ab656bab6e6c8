// Writes lib/db/functions.generated.ts from the migrations (npm run db:types): run it after a
// migration adds or changes a public SQL function.
import fs from 'node:fs';
import path from 'node:path';
import { MEMORY, openEmbedded } from '../lib/db/embedded';
import { functionTypes } from '../lib/db/function-types';

const db = await openEmbedded({ dataDir: MEMORY });
try {
  const file = path.join('lib', 'db', 'functions.generated.ts');
  fs.writeFileSync(file, await functionTypes(db.admin));
  console.log(`${file} written`);
} finally {
  await db.pg.close();
  db.release();
}
