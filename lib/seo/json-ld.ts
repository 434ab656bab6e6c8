import type {
  AboutPage,
  Article,
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  FAQPage,
  Graph,
  HinduTemple,
  ItemList,
  Organization,
  SearchAction,
  Thing,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import { site, supportEmail } from '../server/site';
import { absoluteUrl } from './metadata';
import { layoutMessages } from '../i18n/messages/layout';
import { pageLanguage } from '../i18n/page-language';
import { inLanguage } from '../pages/kinds.mjs';

// Typed builders for every JSON-LD node the site emits: schema-dts makes a wrong property or
// a wrong type a compile error. Every URL in them is absolute. e2e/seo.spec.ts checks the
// rendered result of every template against the rules search engines apply.

/** JSON for a <script type="application/ld+json">, with `<` escaped so no tag can close it. */
export function serializeJsonLd(data: WithContext<Thing> | Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function graph(...nodes: Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

export function breadcrumbList(items: { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      // The trail of the page in its own language.
      item: absoluteUrl(inLanguage(pageLanguage(), item.path)),
    })),
  };
}

export function organization(): Organization {
  return { '@type': 'Organization', name: site.name, url: absoluteUrl('/') };
}

export interface ArticleInput {
  headline: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified: string;
  about?: Thing;
  inLanguage?: string | string[];
  keywords?: string[];
  genre?: string;
}

/** ISO 8601 in UTC, whatever form the database wrote the timestamp in. */
export function isoDate(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`not a date: ${value}`);
  return new Date(time).toISOString();
}

export function article(input: ArticleInput): Article {
  return {
    '@type': 'Article',
    // Google shows at most 110 characters of a headline.
    headline: input.headline.slice(0, 110),
    description: input.description,
    image: absoluteUrl(input.image),
    datePublished: isoDate(input.datePublished),
    dateModified: isoDate(input.dateModified),
    inLanguage: input.inLanguage ?? pageLanguage(),
    mainEntityOfPage: absoluteUrl(inLanguage(pageLanguage(), input.path)),
    author: organization(),
    publisher: organization(),
    ...(input.about ? { about: input.about } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords.join(', ') } : {}),
    ...(input.genre ? { genre: input.genre } : {}),
  };
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers exactly as the page shows them (search engines require that). */
export function faqPage(items: FaqItem[], path: string): FAQPage {
  return {
    '@type': 'FAQPage',
    url: absoluteUrl(inLanguage(pageLanguage(), path)),
    mainEntity: items.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

/** A SearchAction with Google's `query-input`, which schema.org (and so schema-dts) does not define. */
function searchAction(path: string, param: string) {
  return {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(path)}?${param}={search_term_string}` },
    'query-input': 'required name=search_term_string',
  } satisfies SearchAction & { 'query-input': string };
}

/** The home page: the site and its deity search (sitelinks search box). */
export function webSite(): WebSite {
  const action = searchAction('/search', 'q');
  return {
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/'),
    description: layoutMessages[pageLanguage()].description,
    inLanguage: pageLanguage(),
    publisher: organization(),
    potentialAction: action,
  };
}

export interface ListEntry {
  name: string;
  path: string;
  alternateName?: string;
}

/** The entries a list page shows, in order, positions 1..n. */
export function itemList(name: string, entries: ListEntry[]): ItemList {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((e, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: e.name,
      url: absoluteUrl(e.path),
    })),
  };
}

export interface PageInput {
  name: string;
  description: string;
  path: string;
  dateModified?: string;
}

function pageFields(p: PageInput) {
  return {
    name: p.name,
    description: p.description,
    url: absoluteUrl(inLanguage(pageLanguage(), p.path)),
    inLanguage: pageLanguage(),
    isPartOf: { '@type': 'WebSite', name: site.name, url: absoluteUrl('/') },
    ...(p.dateModified ? { dateModified: isoDate(p.dateModified) } : {}),
  } as const;
}

/** A list page (Explore, prayers, a category) with what it lists. */
export function collectionPage(p: PageInput, list?: ItemList): CollectionPage {
  return { '@type': 'CollectionPage', ...pageFields(p), ...(list ? { mainEntity: list } : {}) };
}

export function webPage(p: PageInput): WebPage {
  return { '@type': 'WebPage', ...pageFields(p) };
}

export function aboutPage(p: PageInput): AboutPage {
  return { '@type': 'AboutPage', ...pageFields(p), about: { '@type': 'Thing', name: 'Kuldevta' } };
}

/** The contact page, with the address people can write to. */
export function contactPage(p: PageInput): ContactPage {
  return {
    '@type': 'ContactPage',
    ...pageFields(p),
    mainEntity: {
      '@type': 'Organization',
      name: site.name,
      url: absoluteUrl('/'),
      email: supportEmail(),
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: supportEmail(), availableLanguage: 'English' },
    },
  };
}

export interface ShrineInput {
  name: string;
  alternateName?: string;
  description: string;
  path: string;
  image: string;
  town: string;
  district: string;
  state: string;
  country: string;
  lat: number | null;
  lon: number | null;
}

/** A shrine: its address as the data gives it and its point (which the page says is the shrine's or its town's). */
export function hinduTemple(t: ShrineInput): HinduTemple {
  return {
    '@type': 'HinduTemple',
    name: t.name,
    ...(t.alternateName ? { alternateName: t.alternateName } : {}),
    description: t.description,
    url: absoluteUrl(inLanguage(pageLanguage(), t.path)),
    image: absoluteUrl(t.image),
    address: {
      '@type': 'PostalAddress',
      ...(t.town ? { addressLocality: t.town } : {}),
      ...(t.state ? { addressRegion: t.district ? `${t.district} district, ${t.state}` : t.state } : {}),
      addressCountry: t.country,
    },
    ...(t.lat !== null && t.lon !== null ? { geo: { '@type': 'GeoCoordinates', latitude: t.lat, longitude: t.lon } } : {}),
  };
}
