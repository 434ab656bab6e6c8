import type { SourceNames } from '../inputs';
import type { SurnameRow } from '../rows';
import { citesCopy, publicSource, readerSource } from '../sources';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Stage 8, sources: where each row can be read, a web address and a short name (research rows
 * bring their own), the original and never a copy (sources.ts); a problem per row that has none.
 */
export function citeSources(rows: readonly SurnameRow[], names: SourceNames): { rows: SurnameRow[]; problems: string[] } {
  const problems: string[] = [];
  const cited = rows.map((row) => {
    const r = { ...row };
    // A family's word (a correction a reviewer approved): the family is its source, named in
    // its label, with the site or book it gave where it gave one.
    if (r.source === 'community' && r.source_ref.startsWith('family:')) {
      if (!r.source_label) problems.push(`${r.from}: a family's row names no family in source_label`);
      return r;
    }
    if (!r.source_url) {
      try {
        const s = readerSource(r.source_ref, names);
        r.source_ref = s.ref;
        r.source_url = s.url;
        r.source_label = s.label;
      } catch (error) {
        problems.push(`${r.from}: ${message(error)}`);
      }
    }
    try {
      const s = publicSource(r.source_url, r.source_label, names);
      [r.source_url, r.source_label] = [s.url, s.label];
      // What the row cites is the original article, never the copy it was read in.
      if (citesCopy(r.source_ref, names)) r.source_ref = r.source_url;
    } catch (error) {
      problems.push(`${r.from}: ${message(error)}`);
    }
    if (!/^https?:\/\/\S+$/.test(r.source_url)) problems.push(`${r.from}: source_url "${r.source_url}" is not a web address`);
    if (!r.source_label) problems.push(`${r.from}: empty source_label`);
    else if (/\/|\.(csv|json|php|tsx?|sql|html?)\b/i.test(r.source_label)) {
      problems.push(`${r.from}: source_label "${r.source_label}" reads like a path or file name`);
    }
    return r;
  });
  return { rows: cited, problems };
}
