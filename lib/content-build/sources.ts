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
    if (!known) throw new Error(`source_ref "${ref}": GitHub repository ${repo} is not in curation/source_names.json`);
    const url = `https://github.com/${repo}/blob/${known.commit}/${file}`;
    return { ref: url, url, label: known.label };
  }
  const wiki = WIKIPEDIA_REF.exec(ref);
  if (wiki?.[1]) {
    const title = wiki[1].trim();
    const given = firstUrl(ref);
    const url =
      given && hostOf(given) === 'en.wikipedia.org' ? given : `https://en.wikipedia.org/wiki/${encodeURI(title.replace(/ /g, '_'))}`;
    return { ref, url, label: `${names.wikipedia_prefix}: ${title}` };
  }
  const url = firstUrl(ref);
  if (!url) throw new Error(`source_ref "${ref}" has no web address, GitHub file or Wikipedia title`);
  const label = domainLabel(url, names);
  if (!label) throw new Error(`source_ref "${ref}": no name for ${hostOf(url)} in curation/source_names.json`);
  return { ref, url, label };
}
