import type { Prayer } from '../data/prayers';
import { prayerMessages } from '../i18n/messages/prayer';
import type { Language } from '../pages/kinds.mjs';
import { capitalize, languageNames } from '../urls/prayer';

/**
 * Metadata for a prayer page. The stored SEO fields win (they are written in English, so on
 * the English page only); without them:
 * - title: "{title}: {Prayer type} to {deity} ({Language})", or "{title} ({Language})";
 * - description: "{title}, a {Language} {prayer type} to {deity}, in the original script with
 *   transliteration, English translation and meaning." (cut to 160 characters);
 * - keywords: the title, "{deity} {prayer type}", "{Language} {prayer type}", "with meaning".
 * In another language, the same in it (prayerMessages' `seo`), `deityName` the deity's name in
 * its script.
 */
export function prayerSeo(p: Prayer, lang: Language = 'en', deityName?: string): { title: string; description: string; keywords: string[] } {
  const language = languageNames[p.language] ?? capitalize(p.language);
  const type = p.prayer_type.toLowerCase();
  const deity = p.deity?.name;
  const keywords = p.seo_keywords.length
    ? p.seo_keywords
    : [p.title, ...(deity ? [`${deity} ${type}`] : []), `${language} ${type}`, `${p.title} with meaning`];
  if (lang !== 'en') {
    const t = prayerMessages[lang];
    const shown = p.deity ? (deityName ?? p.deity.name) : null;
    const named = t.languages[p.language] ?? language;
    return {
      title: t.seo.title(p.title, p.prayer_type, shown, named),
      description: t.seo.description(p.title, p.prayer_type, shown, named).slice(0, 160),
      keywords,
    };
  }
  const title = p.seo_title?.trim() || (deity ? `${p.title}: ${p.prayer_type} to ${deity} (${language})` : `${p.title} (${language})`);
  const fallbackDescription = `${p.title}, a ${language} ${type}${deity ? ` to ${deity}` : ''}, in the original script with transliteration, English translation and meaning.`;
  const description = (p.seo_description?.trim() || fallbackDescription).slice(0, 160);
  return { title, description, keywords };
}
