import { simpleTransliteration } from './simple-transliteration';

/** The language whose spelling habits turn a name in this script into Latin letters. */
const languageOfScript: [RegExp, string][] = [
  [/[\u0900-\u097F]/, 'hindi'],
  [/[\u0980-\u09FF]/, 'bengali'],
  [/[\u0A00-\u0A7F]/, 'punjabi'],
  [/[\u0A80-\u0AFF]/, 'gujarati'],
  [/[\u0B00-\u0B7F]/, 'odia'],
  [/[\u0B80-\u0BFF]/, 'tamil'],
  [/[\u0C00-\u0C7F]/, 'telugu'],
  [/[\u0C80-\u0CFF]/, 'kannada'],
  [/[\u0D00-\u0D7F]/, 'malayalam'],
];

/** Whether the text holds letters of an Indian script. */
export function isIndicScript(text: string): boolean {
  return languageOfScript.some(([re]) => re.test(text));
}

/**
 * A name typed in an Indian script as families write it in Latin letters, Title Case: जाधव is
 * Jadhav, શાહ is Shah (the simple transliteration the prayer pages use); other text unchanged.
 * The search boxes look both up, so a name typed in its own script finds what its Latin
 * spelling finds.
 */
export function latinName(text: string): string {
  const language = languageOfScript.find(([re]) => re.test(text))?.[1];
  if (!language) return text;
  return simpleTransliteration(text.trim(), language).replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}
