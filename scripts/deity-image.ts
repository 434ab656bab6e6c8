// Puts an image for a deity where the site serves it (npm run deity:image -- ID FILE).
// - Supabase configured (NEXT_PUBLIC_SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY, an operator's
//   key that never reaches the site): uploads to the public `deity-images` bucket as
//   {id}.{ext} with cache 3600 and upsert, and records its public URL.
// - Otherwise (embedded or postgres): copies it to public/deity-images/{id}.{ext}, which the
//   site serves itself, and records that path.
// The URL is recorded in data/deities.json (content lives there; a reseed keeps it) and the
// seed is regenerated. Only use images you are free to publish; say where each came from in
// data/SOURCES.md. Deities without an image show their initial letter.
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { generateSeed } from '../lib/seed/generate';

const MAX_BYTES = 5 * 1024 * 1024;

export function imageType(bytes: Buffer): { ext: string; mime: string } | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { ext: 'png', mime: 'image/png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP')
    return { ext: 'webp', mime: 'image/webp' };
  return null;
}

export async function putDeityImage(root: string, id: string, file: string): Promise<string> {
  const deitiesFile = path.join(root, 'data', 'deities.json');
  const deities = JSON.parse(fs.readFileSync(deitiesFile, 'utf8')) as { id: string; image_url?: string | null }[];
  const deity = deities.find((d) => d.id === id);
  if (!deity) throw new Error(`no deity with id "${id}" in data/deities.json`);
  const bytes = fs.readFileSync(file);
  if (bytes.length > MAX_BYTES) throw new Error(`${file} is larger than 5 MiB`);
  const type = imageType(bytes);
  if (!type) throw new Error(`${file} is not a PNG, JPEG or WebP image`);
  const name = `${id}.${type.ext}`;

  let url: string;
  const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (supabaseUrl && serviceKey) {
    const client = createClient(supabaseUrl, serviceKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await client.storage.from('deity-images').upload(name, bytes, { cacheControl: '3600', upsert: true, contentType: type.mime });
    if (error) throw new Error(`upload failed: ${error.message}`);
    url = client.storage.from('deity-images').getPublicUrl(name).data.publicUrl;
    const { error: updateError } = await client.from('deities').update({ image_url: url }).eq('id', id);
    if (updateError) throw new Error(`uploaded, but the deity row was not updated: ${updateError.message}`);
  } else {
    const dir = path.join(root, 'public', 'deity-images');
    fs.mkdirSync(dir, { recursive: true });
    for (const old of fs.readdirSync(dir).filter((f) => f.startsWith(`${id}.`))) fs.rmSync(path.join(dir, old));
    fs.copyFileSync(file, path.join(dir, name));
    url = `/deity-images/${name}`;
  }

  deity.image_url = url;
  fs.writeFileSync(deitiesFile, `${JSON.stringify(deities, null, 2)}\n`);
  generateSeed(root);
  return url;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [id, file] = process.argv.slice(2);
  if (!id || !file) {
    console.error('usage: npm run deity:image -- DEITY_ID IMAGE_FILE');
    process.exit(2);
  }
  try {
    const url = await putDeityImage(process.env.KULDEVTA_ROOT ?? process.cwd(), id, file);
    console.log(`${id}: image at ${url}; supabase/seed.sql regenerated (restart or reseed to apply)`);
  } catch (error) {
    console.error(`deity:image: ${(error as Error).message}`);
    process.exit(1);
  }
}
