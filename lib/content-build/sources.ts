import type { SourceNames } from './inputs';

/** A source a reader can open: a web address and a short readable name for it. */
export interface ReaderSource {
  /** What source_ref becomes: the commit-pinned GitHub address for rows citing a GitHub file, else unchanged. */
  ref: string;
  url: string;
  label: string;
}

const GITHUB_REF = /^([\w.-]+\/[\w.-]+):([^#\s]+)(?:#\S*)?$/;
const WIKIPEDIA_REF = /^Wikipedia: ([^(;]+?)\s*(?:[(;]|$)/;

/** The first web address in the text, as written, without the punctuation or bracket that closes it in the text. */
export function firstUrl(text: string): string | undefined {
  const m = /https?:\/\/\S+/.exec(text);
  if (!m) return undefined;
  let url = m[0];
  const count = (c: string) => url.split(c).length - 1;
  for (;;) {
    const before = url;
    url = url.replace(/[.,;]+$/, '');
    if (url.endsWith(')') && count(')') > count('(')) url = url.slice(0, -1);
    if (url === before) break;
  }
  // As the source gives it: an http-only site would not answer at an https address.
  return url;
}

function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** The readable name of a web address from the curated domain list (longest matching domain), undefined when not listed. */
export function domainLabel(url: string, names: SourceNames): string | undefined {
  const host = hostOf(url);
  const domain = Object.keys(names.domains)
    .filter((d) => !d.startsWith('_') && (host === d || host.endsWith(`.${d}`)))
    .sort((a, b) => b.length - a.length)[0];
  if (domain === undefined) return undefined;
  const label = names.domains[domain]!;
  const wiki = /^\/wiki\/([^?#]+)/.exec(new URL(url).pathname);
  if (host.endsWith('wikipedia.org') && wiki?.[1]) {
    let title = wiki[1];
    try {
      title = decodeURIComponent(title);
    } catch {
      // keep the title as written
    }
    return `${label}: ${title.replace(/_/g, ' ')}`;
  }
  return label;
}

/**
 * Turns a source_ref into an address a reader can open and a name for it:
 * "owner/repo:path" GitHub refs -> the file at the commit it was read at (and that becomes the
 * row's source_ref too); "Wikipedia: Title (...)" -> the English Wikipedia article (or the
 * en.wikipedia address the reference gives); otherwise the first address in the reference.
 * Throws with the reason when the reference cannot be turned into one.
 */
export function readerSource(sourceRef: string, names: SourceNames): ReaderSource {
  const ref = sourceRef.trim();
  const gh = GITHUB_REF.exec(ref);
  if (gh && !ref.startsWith('http')) {
    const [, repo, file] = gh as unknown as [string, string, string];
    const known = names.github[repo];
    if (!known?.commit) throw new Error(`source_ref "${ref}": GitHub repository ${repo} has no commit in curation/source_names.json`);
    const url = `https://github.com/${repo}/blob/${known.commit}/${file}`;
    return { ref: url, ...publicSource(url, '', names) };
  }
  const wiki = WIKIPEDIA_REF.exec(ref);
  if (wiki?.[1]) {
    const title = wiki[1].trim();
    const given = firstUrl(ref);
    const url = given && hostOf(given) === 'en.wikipedia.org' ? given : `https://en.wikipedia.org/wiki/${encodeURI(title.replace(/ /g, '_'))}`;
    // Read at a copy ("Wikipedia: Momai (mirror https://...)"): the article is linked, with the day it was read.
    const label = `${names.wikipedia_prefix}: ${title}`;
    return { ref, url, label: READ_IN_COPY.test(ref) ? readInCopy(label, names) : label };
  }
  const url = firstUrl(ref);
  if (!url) throw new Error(`source_ref "${ref}" has no web address, GitHub file or Wikipedia title`);
  if (wikipediaCopy(url, names)) return { ref, ...publicSource(url, '', names) };
  const label = domainLabel(url, names);
  if (!label) throw new Error(`source_ref "${ref}": no name for ${hostOf(url)} in curation/source_names.json`);
  return { ref, url, label: READ_IN_COPY.test(ref) && !label.includes(', as read on ') ? readInCopy(label, names) : label };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The name of a page read in a copy, as a reader would say it: "Wikipedia: Momai, as read on 22
 * November 2026" (the page linked is the original, which may have changed since). The day is
 * curation/source_names.json's wikipedia_copies.read_on; throws when it is not there.
 */
export function readInCopy(label: string, names: SourceNames): string {
  const day = names.wikipedia_copies?.read_on?.[label];
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!m) throw new Error(`"${label}" was read in a copy: give the day it was read in wikipedia_copies.read_on of curation/source_names.json`);
  return `${label}, as read on ${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/** A reference that says the text was read in a copy of the article, not on Wikipedia itself. */
const READ_IN_COPY = /\b(mirror(ed)?|copy)\b/i;

function onHost(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** The Wikipedia article an address on a copying site reproduces ({lang, title}); undefined for other addresses. */
export function wikipediaCopy(url: string, names: SourceNames): { lang: string; title: string } | undefined {
  const copies = names.wikipedia_copies;
  if (!copies) return undefined;
  const named = copies.titles[url];
  const host = hostOf(url);
  if (named === undefined && !copies.hosts.some((d) => onHost(host, d))) return undefined;
  const m = /^([a-z]{2,3}):(.+)$/.exec(named ?? '');
  if (!m) throw new Error(`${url} is a copy of a Wikipedia article: name the article in wikipedia_copies.titles of curation/source_names.json`);
  return { lang: m[1]!, title: m[2]! };
}

/**
 * Whether a row's reference cites a copy of an encyclopedia article: an address on a site that
 * copies Wikipedia, or a Wikipedia title read at a mirror ("Wikipedia: Harsidhhi (revision
 * mirrored at https://...)"). Such a row cites the original article instead.
 */
export function citesCopy(ref: string, names: SourceNames): boolean {
  const url = firstUrl(ref);
  return (
    Boolean(url && (isWikipediaCopyHost(url, names) || names.wikipedia_copies?.titles[url] !== undefined)) ||
    (WIKIPEDIA_REF.test(ref) && READ_IN_COPY.test(ref))
  );
}

/** Whether an address is on a site that copies Wikipedia (the data test's and the build's one list). */
export function isWikipediaCopyHost(url: string, names: SourceNames): boolean {
  const host = hostOf(url);
  return (names.wikipedia_copies?.hosts ?? []).some((d) => onHost(host, d));
}

/**
 * What a reader is shown for a source: the original, never a copy. An address on a site that
 * copies Wikipedia becomes the article on Wikipedia, named "Wikipedia: Title, as read on {day}"
 * (the copy is what was read); a file on GitHub is named for who publishes it ("Maheshwari community site,
 * data file"), never by its path. Anything else is kept as given. Throws when a copy's article
 * or a repository's publisher is not in curation/source_names.json.
 */
export function publicSource(url: string, label: string, names: SourceNames): { url: string; label: string } {
  const copy = wikipediaCopy(url, names);
  if (copy) {
    const site = names.wikipedia_languages?.[copy.lang] ?? `${copy.lang} Wikipedia`;
    return {
      url: `https://${copy.lang}.wikipedia.org/wiki/${encodeURI(copy.title.replace(/ /g, '_'))}`,
      label: readInCopy(`${site}: ${copy.title}`, names),
    };
  }
  const gh = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+)\/(?:blob|tree|raw)\/[^/]+\/(.+)$/.exec(url);
  if (gh) {
    const known = names.github[gh[1]!];
    if (!known) throw new Error(`${url}: GitHub repository ${gh[1]} has no publisher in curation/source_names.json`);
    return { url, label: `${known.publisher}, ${/(^|\/)README|\.md$/i.test(gh[2]!) ? 'project notes' : 'data file'}` };
  }
  // A Wikipedia address whose name says it was read in a copy: one wording for every such source.
  const copied = /^(.*Wikipedia): (.+?),? \(?(?:older |\d{4} )?copy\)?$/.exec(label);
  if (copied && /\.wikipedia\.org$/.test(hostOf(url))) return { url, label: readInCopy(`${copied[1]}: ${copied[2]}`, names) };
  return { url, label };
}
