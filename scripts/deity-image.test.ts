import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadData } from '../lib/seed/generate';
import { imageType, putDeityImage } from './deity-image';

const root = path.resolve(import.meta.dirname, '..');
// The smallest valid PNG: one transparent pixel.
const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function copyRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-image-'));
  fs.cpSync(path.join(root, 'data'), path.join(dir, 'data'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'supabase'));
  return dir;
}

describe('deity:image (embedded)', () => {
  it('serves the image from public/deity-images and records its URL in data and the seed', async () => {
    const dir = copyRoot();
    const file = path.join(dir, 'khodiyar.png');
    fs.writeFileSync(file, png);
    expect(await putDeityImage(dir, 'khodiyar-mata', file)).toBe('/deity-images/khodiyar-mata.png');
    expect(fs.readFileSync(path.join(dir, 'public', 'deity-images', 'khodiyar-mata.png')).equals(png)).toBe(true);
    expect(loadData(dir).deities.find((d) => d.id === 'khodiyar-mata')?.image_url).toBe('/deity-images/khodiyar-mata.png');
    expect(fs.readFileSync(path.join(dir, 'supabase', 'seed.sql'), 'utf8')).toContain("'/deity-images/khodiyar-mata.png'");
  });

  it('refuses unknown deities and files that are not images', async () => {
    const dir = copyRoot();
    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'not an image');
    await expect(putDeityImage(dir, 'no-such-deity', text)).rejects.toThrow(/no deity with id/);
    await expect(putDeityImage(dir, 'khodiyar-mata', text)).rejects.toThrow(/not a PNG, JPEG or WebP/);
    expect(imageType(png)).toEqual({ ext: 'png', mime: 'image/png' });
  });
});
