import fs from 'node:fs';
import { inject } from 'vitest';
import { setEmbeddedTemplate } from '../db/embedded';
import { setPostgresTemplate } from './engines';

// Each test file's databases start from the run's templates (lib/testing/global-setup.ts).
setEmbeddedTemplate(() => new Blob([fs.readFileSync(inject('pgliteTemplate'))]));
setPostgresTemplate(inject('postgresTemplate'));
