import { z } from 'zod';
import {
  aartiRow,
  aliasRow,
  deityRow,
  educationalRow,
  festivalRow,
  mantraRow,
  prayerCategoryRow,
  prayerCollectionRow,
  referenceRow,
  deityShrineRow,
  worshipMethodRow,
} from './schemas';

/**
 * The content files edited by hand (data/), each with the schema of its rows. The seed generator
 * reads them through this table, and `npm run data:build` writes a JSON Schema of each JSON one
 * (data/built/schemas/), which .vscode/settings.json gives the editor, so a mistake shows while typing.
 */
export const editedJson = {
  'data/regions.json': referenceRow,
  'data/cultural_traditions.json': referenceRow,
  'data/deity_types.json': referenceRow,
  'data/festivals.json': festivalRow,
  'data/worship_methods.json': worshipMethodRow,
  'data/deities.json': deityRow,
  'data/deity_shrines.json': deityShrineRow,
  'data/aartis.json': aartiRow,
  'data/mantras.json': mantraRow,
  'data/prayer_categories.json': prayerCategoryRow,
  'data/prayer_collections.json': prayerCollectionRow,
  'data/surname_educational_content.json': educationalRow,
} as const;

export const editedCsv = {
  'data/deity_aliases.csv': aliasRow,
} as const;

export const SCHEMAS_DIR = 'data/built/schemas';

/** Where the JSON Schema of an edited JSON file is written: data/built/schemas/deities.schema.json. */
export function schemaFileOf(file: string): string {
  return `${SCHEMAS_DIR}/${file.replace(/^data\//, '').replace(/\.json$/, '')}.schema.json`;
}

/** The JSON Schema of every edited JSON file (an array of its rows), as files to write. */
export function jsonSchemaFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [file, row] of Object.entries(editedJson)) {
    const items = z.toJSONSchema(row, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
    delete (items as { $schema?: string }).$schema;
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: `${file}: written by npm run data:build from lib/seed/schemas.ts; do not edit`,
      type: 'array',
      items,
    };
    files.set(schemaFileOf(file), `${JSON.stringify(schema, null, 2)}\n`);
  }
  return files;
}
