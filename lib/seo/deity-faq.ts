import type { Deity } from '../data/deities';
import type { FaqItem } from './json-ld';

function place(t: Deity['temples'][number]): string {
  return [t.town, t.district && t.district !== t.town ? `${t.district} district` : '', t.state, t.country].filter(Boolean).join(', ');
}

function list(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join('; ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/**
 * The questions families ask about a deity, answered from the deity's own data. The page shows
 * them and its FAQPage structured data repeats them word for word; a question without data
 * is left out.
 */
export function deityFaq(deity: Deity): FaqItem[] {
  const faq: FaqItem[] = [];
  const principal = deity.temples.filter((t) => t.is_principal);
  const temples = principal.length ? principal : deity.temples.slice(0, 1);
  if (temples.length) {
    faq.push({
      question: `Where is the main temple of ${deity.name}?`,
      answer: `${list(temples.map((t) => [t.name, place(t)].filter(Boolean).join(', ')))}.`,
    });
  }
  if (deity.associated_families.length) {
    faq.push({
      question: `Which families worship ${deity.name} as their family deity?`,
      answer: `Our sources name ${list(deity.associated_families)}. Traditions differ from family to family, so confirm with your elders.`,
    });
  }
  if (deity.festivals.length) {
    faq.push({
      question: `Which festivals are celebrated for ${deity.name}?`,
      answer: `${list(deity.festivals.map((f) => (f.timing ? `${f.name} (${f.timing})` : f.name)))}.`,
    });
  }
  const names = [deity.sanskrit_name, ...deity.alternative_names].filter((n, i, all) => n && all.indexOf(n) === i);
  if (names.length) {
    faq.push({ question: `By what other names is ${deity.name} known?`, answer: `${list(names)}.` });
  }
  return faq;
}
