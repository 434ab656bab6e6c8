import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteEngine, type TestEngine } from '../testing/engines';
import { functionTypes } from './function-types';

let engine: TestEngine;
beforeAll(async () => {
  engine = await pgliteEngine();
});
afterAll(async () => {
  await engine.close();
});

describe('lib/db/functions.generated.ts', () => {
  it('is what npm run db:types makes from the migrations', async () => {
    const committed = fs.readFileSync(path.join(import.meta.dirname, 'functions.generated.ts'), 'utf8');
    expect(committed, 'out of date: run npm run db:types').toBe(await functionTypes(engine.admin));
  });
});
