import { describe, expect, it } from 'vitest';
import { clip, renderCard } from './render-card';
import { firstLine } from './card-content';
import { indicScripts, isSatoriLatin, scriptsOf, type IndicScript } from './card-fonts';
import { nativeTextImage } from './native-text';

const samples: Record<IndicScript, string> = {
  devanagari: 'क्षेत्रपाल',
  gujarati: 'ખોડિયાર',
  gurmukhi: 'ਗੁਰਮੁਖੀ',
  bengali: 'কালী',
  oriya: 'ସମଲେଶ୍ୱରୀ',
  tamil: 'மாரியம்மன்',
  telugu: 'దుర్గ',
  kannada: 'ಚಾಮುಂಡೇಶ್ವರಿ',
  malayalam: 'ഭഗവതി',
};

const draw = async (text: string, size = 40) => (await nativeTextImage(text, { size, color: '#000000', maxWidth: 1000 }))!;

/** Width and height of a PNG from its header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('native-script text for share images', () => {
  it('tells the scripts of a text apart', () => {
    expect(scriptsOf('पटेल · પટેલ')).toEqual(['devanagari', 'gujarati']);
    expect(scriptsOf('Patel')).toEqual([]);
    for (const s of indicScripts) expect(scriptsOf(samples[s])).toEqual([s]);
    expect(isSatoriLatin('Tulja Bhavani – Maharaj’s Ā')).toBe(true);
    expect(isSatoriLatin('Ganesha (गणेश)')).toBe(false);
  });

  it('shapes conjuncts as the script is written (Satori cannot)', async () => {
    // क्ष is one conjunct glyph; with a zero-width non-joiner the same letters show a visible halant.
    const conjunct = await draw('क्ष');
    const spelledOut = await draw('क्\u200Cष');
    expect(conjunct.width).toBeLessThan(spelledOut.width * 0.7);
  });

  it.each(indicScripts)('draws %s with its own font, not as missing-glyph boxes', async (script) => {
    const text = samples[script];
    const image = await draw(text);
    const size = 40;
    // A missing glyph is drawn as a box about 1.3 em wide per code point; real text is well under 1 em.
    expect(image.width).toBeGreaterThan(size / 2);
    expect(image.width).toBeLessThan([...text].length * size * 0.9);
    expect(image.height).toBeGreaterThan(size / 2);
    expect(image.src).toMatch(/^data:image\/png;base64,/);
  });
});

describe('share card', () => {
  it('is a 1200x630 PNG with the name in both scripts', async () => {
    const withNative = await renderCard({
      label: 'Family deity · Maharashtra',
      title: 'Tulja Bhavani',
      native: 'श्री तुळजा भवानी',
      subtitle: 'Kuldevi of many families.',
    });
    expect(withNative.status).toBe(200);
    expect(withNative.headers.get('content-type')).toBe('image/png');
    const a = Buffer.from(await withNative.arrayBuffer());
    expect(pngSize(a)).toEqual({ width: 1200, height: 630 });
    const latinOnly = Buffer.from(
      await (await renderCard({ label: 'Family deity · Maharashtra', title: 'Tulja Bhavani', subtitle: 'Kuldevi of many families.' })).arrayBuffer(),
    );
    // The native name adds drawn pixels: the two images differ.
    expect(a.equals(latinOnly)).toBe(false);
  }, 60_000);

  it('clips long text at a word and takes the first line of a prayer', () => {
    expect(clip('Tulja Bhavani', 40)).toBe('Tulja Bhavani');
    expect(clip('one two three four five six', 15)).toBe('one two three…');
    expect(clip('a,  b\n c', 10)).toBe('a, b c');
    expect(firstLine('\n  सुखकर्ता दुःखहर्ता  \nदुसरी ओळ')).toBe('सुखकर्ता दुःखहर्ता');
  });
});
