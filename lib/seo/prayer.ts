import type { Prayer } from '../data/prayers';
import { capitalize, languageNames } from '../urls/prayer';

/**
 * Metadata for a prayer page. The stored SEO fields win; without them:
 * - title: "{title}: {Prayer type} to {deity} ({Language})", or "{title} ({Language})";
 * - description: "{title}, a {Language} {prayer type} to {deity}, in the original script with
 *   transliteration, English translation and meaning." (cut to 160 characters);
 * - keywords: the title, "{deity} {prayer type}", "{Language} {prayer type}", "with meaning".
 */
export function prayerSeo(p: Prayer): { title: string; description: string; keywords: string[] } {
  const language = languageNames[p.language] ?? capitalize(p.language);
  const type = p.prayer_type.toLowerCase();
  const deity = p.deity?.name;
  const title = p.seo_title?.trim() || (deity ? `${p.title}: ${p.prayer_type} to ${deity} (${language})` : `${p.title} (${language})`);
  const fallbackDescription = `${p.title}, a ${language} ${type}${deity ? ` to ${deity}` : ''}, in the original script with transliteration, English translation and meaning.`;
  const description = (p.seo_description?.trim() || fallbackDescription).slice(0, 160);
  const keywords = p.seo_keywords.length
    ? p.seo_keywords
    : [p.title, ...(deity ? [`${deity} ${type}`] : []), `${language} ${type}`, `${p.title} with meaning`];
  return { title, description, keywords };
}
