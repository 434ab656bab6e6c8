import type { Article, BreadcrumbList, Graph, Thing, WithContext } from 'schema-dts';
import { site } from '../site';
import { absoluteUrl } from './metadata';

/** JSON for a <script type="application/ld+json">, with `<` escaped so no tag can close it. */
export function serializeJsonLd(data: WithContext<Thing> | Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function breadcrumbList(items: { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function organization() {
  return { '@type': 'Organization' as const, name: site.name, url: absoluteUrl('/') };
}

export interface ArticleInput {
  headline: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified: string;
  about?: Thing;
  inLanguage?: string;
}

export function article(input: ArticleInput): Article {
  return {
    '@type': 'Article',
    headline: input.headline.slice(0, 110),
    description: input.description,
    image: absoluteUrl(input.image),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    inLanguage: input.inLanguage ?? 'en',
    mainEntityOfPage: absoluteUrl(input.path),
    author: organization(),
    publisher: organization(),
    ...(input.about ? { about: input.about } : {}),
  };
}

export function graph(...nodes: Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}
