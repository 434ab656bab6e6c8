import type { CsvRecord } from '../inputs';
import type { Policy } from '../policy';
import { INFERRED_BELOW, surnameRow, type NamedRows, type SurnameRow } from '../rows';
import { extract, foldName, format } from '../text';
import { isRule } from './facts';

/** A derived row's stated confidence, kept below the inferred limit. */
const below = (confidence: number) => Math.min(INFERRED_BELOW - 1, Math.trunc(confidence));

/**
 * Stage 6, derived rows (inferred, not from a '*' fact): the surnames derived.json documents as
 * belonging to a group whose deity is documented, then the main kuls of a community table whose
 * sub-kuls all agree. Never beside a named row of the same surname and community.
 */
export function derivedRows(facts: readonly CsvRecord[], named: NamedRows, policy: Policy): SurnameRow[] {
  return [...groupRows(named, policy), ...mainKulRows(facts, named, policy)];
}

function groupRows(named: NamedRows, policy: Policy): SurnameRow[] {
  const rows: SurnameRow[] = [];
  for (const g of policy.derived.groups) {
    const community = policy.communityLabel(g.community);
    const excepted = new Set((g.exceptions ?? []).map((e) => foldName(e.surname)));
    for (const s of g.surnames) {
      if (named(s, community) || excepted.has(foldName(s))) continue;
      rows.push(
        surnameRow({
          surname: s,
          community,
          gotra: '',
          deity_id: g.deity_id,
          state_province: policy.stateFor(community, g.state),
          town_village: g.town || 'various',
          cultural_tradition: policy.traditionFor(community, g.deity_id),
          confidence_level: below(g.confidence),
          source: 'inferred',
          source_ref: g.parent_ref,
          notes: format(g.note, { surname: s, where: g.where }),
          source_url: g.parent_label ? g.parent_ref : '',
          source_label: g.parent_label ?? '',
          rowClass: 'inferred',
          from: 'curation/derived.json',
        }),
      );
    }
  }
  return rows;
}

/** A main kul takes a role's deity (and gotra, when one) when every sub-kul of it gives the same deity. */
function mainKulRows(facts: readonly CsvRecord[], named: NamedRows, policy: Policy): SurnameRow[] {
  const mk = policy.derived.main_kul;
  const kulSubs = new Map<string, Map<string, Set<string>>>(); // kul -> role -> {deity \0 gotra}
  const kulMembers = new Map<string, Set<string>>();
  const kulRefs = new Map<string, CsvRecord>();
  for (const f of facts) {
    if (isRule(f) || !policy.fromSources(mk.sources, f.get('source_ref'))) continue;
    const kul = extract(/main kul: ([^;]+)/, f.get('note'));
    const role = extract(/role: (kuldaivata?)\b/, f.get('note'));
    if (!kul || !role) continue;
    const roles = kulSubs.get(kul) ?? new Map<string, Set<string>>();
    kulSubs.set(kul, roles);
    roles.set(role, (roles.get(role) ?? new Set()).add(`${f.get('deity_normalized')}\u0000${f.get('gotra')}`));
    kulMembers.set(kul, (kulMembers.get(kul) ?? new Set()).add(f.get('surname')));
    kulRefs.set(kul, f);
  }
  const rows: SurnameRow[] = [];
  const community = mk.community;
  for (const kul of [...kulSubs.keys()].sort()) {
    const kulOut = mk.spelling_fixes?.[kul] ?? kul;
    if (named(kulOut, community)) continue;
    const ref = kulRefs.get(kul)!;
    const roles = kulSubs.get(kul)!;
    for (const role of [...roles.keys()].sort()) {
      const combos = [...roles.get(role)!].map((c) => c.split('\u0000') as [string, string]);
      const deities = new Set(combos.map(([d]) => d));
      if (deities.size !== 1) continue;
      const gotras = new Set(combos.map(([, g]) => g));
      const id = policy.deityId([...deities][0]!, `${ref.file}:${ref.line}`);
      const subs = [...kulMembers.get(kul)!].sort().join(', ');
      const fixNote = kulOut !== kul ? `; listed as '${kul}'` : '';
      rows.push(
        surnameRow({
          surname: kulOut,
          community,
          gotra: gotras.size === 1 ? [...gotras][0]! : '',
          deity_id: id,
          state_province: policy.stateFor(community, ''),
          cultural_tradition: policy.traditionFor(community, id),
          confidence_level: below(mk.confidence),
          source: 'inferred',
          source_ref: ref.get('source_ref'),
          notes: `role: ${role}; ${format(mk.note, { kul: kulOut, subs, role })}${fixNote}`,
          rowClass: 'inferred',
          from: `${ref.file}:${ref.line}`,
        }),
      );
    }
  }
  return rows;
}
