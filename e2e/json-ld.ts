import fs from 'node:fs';
import path from 'node:path';

/**
 * Checks structured data the way search engines read it: every node's @type must be a
 * schema.org type (the list schema-dts is generated from), and the types that give rich
 * results must carry their required properties. Returns the problems found, empty when valid.
 */

export type Node = Record<string, unknown>;

/** Every schema.org type name, read from schema-dts (each type declares `"@type": "Name"`). */
export const schemaOrgTypes: Set<string> = (() => {
  const dts = fs.readFileSync(path.join('node_modules', 'schema-dts', 'dist', 'schema.d.ts'), 'utf8');
  return new Set([...dts.matchAll(/"@type": "([A-Za-z0-9]+)"/g)].map((m) => m[1]!));
})();

/** The JSON of every <script type="application/ld+json"> in the HTML. */
export function jsonLdBlocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Node);
}

/** The top-level nodes: a block's @graph, or the block itself. */
export function topNodes(blocks: Node[]): Node[] {
  return blocks.flatMap((b) => (Array.isArray(b['@graph']) ? (b['@graph'] as Node[]) : [b]));
}

const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const typesOf = (n: Node): string[] => asArray(n['@type']).map(String);
const isIsoDateTime = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v));
const isAbsoluteUrl = (v: unknown) => {
  if (typeof v !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};
const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

/** Every object with a @type inside `value`, nested ones included. */
export function allTypedNodes(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) value.forEach((v) => allTypedNodes(v, found));
  else if (isObject(value)) {
    if (value['@type'] !== undefined) found.push(value);
    Object.values(value).forEach((v) => allTypedNodes(v, found));
  }
  return found;
}

function positions(list: unknown[], where: string, problems: string[]) {
  const got = list.map((e) => (isObject(e) ? e.position : undefined));
  const want = list.map((_, i) => i + 1);
  if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${where}: positions ${JSON.stringify(got)}, not 1..${list.length}`);
}

const urlProperties = ['url', 'item', 'image', 'mainEntityOfPage', 'urlTemplate', 'logo', 'sameAs'];

export function checkNode(node: Node, problems: string[]): void {
  const types = typesOf(node);
  const where = `${types.join('/')}${nonEmpty(node.name) ? ` "${node.name}"` : ''}`;
  for (const t of types) if (!schemaOrgTypes.has(t)) problems.push(`${where}: ${t} is not a schema.org type`);
  for (const key of urlProperties) {
    for (const v of asArray(node[key]))
      if (typeof v === 'string' && !isAbsoluteUrl(v)) problems.push(`${where}: ${key} "${v}" is not an absolute URL`);
  }

  if (types.some((t) => ['Article', 'NewsArticle', 'BlogPosting'].includes(t))) {
    if (!nonEmpty(node.headline) || String(node.headline).length > 110) problems.push(`${where}: headline missing or over 110 characters`);
    const images = asArray(node.image);
    if (!images.length || !images.every((i) => isAbsoluteUrl(typeof i === 'string' ? i : isObject(i) ? i.url : undefined))) {
      problems.push(`${where}: image missing or not absolute`);
    }
    for (const key of ['datePublished', 'dateModified'])
      if (!isIsoDateTime(node[key])) problems.push(`${where}: ${key} "${String(node[key])}" is not ISO 8601`);
    if (
      isIsoDateTime(node.datePublished) &&
      isIsoDateTime(node.dateModified) &&
      Date.parse(String(node.dateModified)) < Date.parse(String(node.datePublished))
    ) {
      problems.push(`${where}: dateModified before datePublished`);
    }
    for (const key of ['author', 'publisher']) {
      const who = asArray(node[key]);
      if (!who.length || !who.every((w) => isObject(w) && typesOf(w).length && nonEmpty(w.name)))
        problems.push(`${where}: ${key} needs a @type and a name`);
    }
  }

  if (types.includes('BreadcrumbList')) {
    const items = asArray(node.itemListElement);
    if (!items.length) problems.push(`${where}: no itemListElement`);
    positions(items, where, problems);
    items.forEach((e, i) => {
      if (!isObject(e) || !typesOf(e).includes('ListItem') || !nonEmpty(e.name))
        problems.push(`${where}: item ${i + 1} needs @type ListItem and a name`);
      else if (i < items.length - 1 && !isAbsoluteUrl(e.item)) problems.push(`${where}: item ${i + 1} needs an absolute item URL`);
    });
  }

  if (types.includes('ItemList')) {
    const items = asArray(node.itemListElement);
    positions(items, where, problems);
    if (node.numberOfItems !== undefined && node.numberOfItems !== items.length)
      problems.push(`${where}: numberOfItems ${String(node.numberOfItems)} but ${items.length} items`);
    items.forEach((e, i) => {
      if (!isObject(e) || !typesOf(e).includes('ListItem')) problems.push(`${where}: item ${i + 1} is not a ListItem`);
      else if (!isAbsoluteUrl(e.url) && !(isObject(e.item) && (isAbsoluteUrl(e.item.url) || isAbsoluteUrl(e.item['@id'])))) {
        problems.push(`${where}: item ${i + 1} has no absolute URL`);
      }
    });
  }

  if (types.includes('FAQPage')) {
    const questions = asArray(node.mainEntity);
    if (!questions.length) problems.push(`${where}: no questions`);
    questions.forEach((q, i) => {
      if (!isObject(q) || !typesOf(q).includes('Question') || !nonEmpty(q.name))
        problems.push(`${where}: question ${i + 1} needs @type Question and a name`);
      else if (!isObject(q.acceptedAnswer) || !typesOf(q.acceptedAnswer).includes('Answer') || !nonEmpty(q.acceptedAnswer.text)) {
        problems.push(`${where}: question ${i + 1} needs an acceptedAnswer with text`);
      }
    });
  }

  if (types.includes('WebSite')) {
    if (!isAbsoluteUrl(node.url) || !nonEmpty(node.name)) problems.push(`${where}: needs name and url`);
    const action = node.potentialAction;
    if (action !== undefined) {
      const target = isObject(action) && isObject(action.target) ? action.target.urlTemplate : undefined;
      if (!isObject(action) || !typesOf(action).includes('SearchAction') || typeof target !== 'string' || !target.includes('{search_term_string}')) {
        problems.push(`${where}: SearchAction needs a target urlTemplate with {search_term_string}`);
      } else if (action['query-input'] !== 'required name=search_term_string') problems.push(`${where}: SearchAction query-input`);
    }
  }

  if (types.some((t) => ['WebPage', 'CollectionPage', 'ContactPage', 'AboutPage'].includes(t))) {
    if (!nonEmpty(node.name) || !isAbsoluteUrl(node.url)) problems.push(`${where}: page needs name and absolute url`);
    if (node.dateModified !== undefined && !isIsoDateTime(node.dateModified)) problems.push(`${where}: dateModified is not ISO 8601`);
  }
}

/** Problems in the structured data of a page's HTML; [] when there are none. */
export function checkJsonLd(html: string): { nodes: Node[]; problems: string[] } {
  const blocks = jsonLdBlocks(html);
  const problems: string[] = [];
  for (const b of blocks) if (b['@context'] !== 'https://schema.org') problems.push(`block without @context https://schema.org`);
  for (const node of allTypedNodes(blocks)) checkNode(node, problems);
  return { nodes: topNodes(blocks), problems };
}
