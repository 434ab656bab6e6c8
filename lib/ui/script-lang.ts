/**
 * The language tag for a deity's native name, from the script it is written in. The data's
 * "Sanskrit name" is often the name in the region's own language and script (Telugu, Bengali,
 * Tamil...), so marking every one lang="sa" would tell screen readers and fonts the wrong
 * language. Devanagari is taken as Sanskrit, which that field most often is. Latin text, or a
 * script not listed, gives undefined: the page's own language applies.
 */
const scripts: [RegExp, string][] = [
  [/[\u0900-\u097F]/, 'sa'],
  [/[\u0980-\u09FF]/, 'bn'],
  [/[\u0A00-\u0A7F]/, 'pa'],
  [/[\u0A80-\u0AFF]/, 'gu'],
  [/[\u0B00-\u0B7F]/, 'or'],
  [/[\u0B80-\u0BFF]/, 'ta'],
  [/[\u0C00-\u0C7F]/, 'te'],
  [/[\u0C80-\u0CFF]/, 'kn'],
  [/[\u0D00-\u0D7F]/, 'ml'],
];

export function scriptLang(text: string): string | undefined {
  return scripts.find(([range]) => range.test(text))?.[1];
}
