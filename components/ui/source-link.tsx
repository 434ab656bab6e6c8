/**
 * A source a reader can follow: its readable name, linked to the page it comes from. A source
 * without an address (a printed book) is named only; one without a name shows the site's host.
 */
export function SourceLink({ url, label }: { url: string; label: string }) {
  const name = label || hostOf(url) || 'Source on record';
  if (!/^https?:\/\//.test(url)) return <span className="break-words">{name}</span>;
  return (
    <a
      href={url}
      rel="noopener noreferrer nofollow"
      className="font-medium [overflow-wrap:anywhere] break-words text-saffron-700 underline underline-offset-2"
    >
      {name}
    </a>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * A deity's source as stored: "Readable name | https://address", or a name alone.
 */
export function parseSource(source: string): { label: string; url: string } {
  const at = source.lastIndexOf(' | ');
  if (at < 0) return /^https?:\/\/\S+$/.test(source) ? { label: '', url: source } : { label: source, url: '' };
  return { label: source.slice(0, at).trim(), url: source.slice(at + 3).trim() };
}
