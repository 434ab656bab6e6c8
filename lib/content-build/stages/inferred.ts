import type { CsvRecord, CommunitySurnames } from '../inputs';
import type { Policy } from '../policy';
import { gotraLabel, INFERRED_BELOW, surnameRow, type NamedRows, type SurnameRow } from '../rows';
import { foldName, shortSource } from '../text';
import { isRule, ruleParent } from './facts';

/** A community rule that made no rows, and why. */
export interface Unexpanded {
  community: string;
  gotra: string;
  deity: string;
  why: string;
}

/** An inferred row's confidence: below its parent's by the drop, capped and floored (config.inferred). */
export function inferredConfidence(policy: Policy, parent: number, extraDrop = 0): number {
  const { cap, drop, floor } = policy.config.inferred;
  return Math.max(floor, Math.min(INFERRED_BELOW - 1, Math.min(cap, parent - drop) - extraDrop));
}

/**
 * Stage 5, inferred rows: each '*' fact (a rule for a community, or one gotra of it) applied to
 * the surnames community_surnames.json documents for that community, never to a surname the
 * rule's sources give another deity, nor beside a named row of the same surname and community.
 */
export function ruleRows(facts: readonly CsvRecord[], named: NamedRows, policy: Policy): { rows: SurnameRow[]; unexpanded: Unexpanded[] } {
  const rows: SurnameRow[] = [];
  const unexpanded: Unexpanded[] = [];
  for (const f of facts.filter(isRule)) {
    const community = policy.communityLabel(f.get('community'));
    const spec = policy.communitySurnames[community];
    const parent = ruleParent(f, policy);
    const gotra = gotraLabel(f.get('gotra'));
    const deity = f.get('deity_normalized');
    if (!spec) {
      unexpanded.push({ community, gotra, deity, why: 'no surname list curated' });
      continue;
    }
    const targets = ruleTargets(spec, gotra, f.get('note').includes(policy.factNotes.local_marker.text));
    if (!targets.length) {
      unexpanded.push({ community, gotra, deity, why: spec.where ?? '' });
      continue;
    }
    // surnames the rule's sources give another deity for, and surnames left out for a stated reason
    const excluded = new Set([...(spec.exclude ?? []), ...(spec.exceptions ?? []).map((e) => e.surname)].map((x) => foldName(x)));
    const rule = `${community} families${gotra ? ` of ${gotra} gotra` : ''}: ${deity}`;
    const alternatives = policy.factNotes.alternatives_marker;
    for (const t of targets) {
      // a named row for this surname and community takes precedence: a rule never stands beside it
      if (excluded.has(foldName(t.surname)) || named(t.surname, community)) continue;
      const notes = [
        `derived from the ${gotra ? 'gotra-wide' : 'community-wide'} rule in ${shortSource(parent.source_ref)} (${rule}); ${t.surname} as a ${community} surname: ${spec.where ?? ''}`,
        t.note,
        f.get('deity_as_written') && f.get('note').includes(alternatives.text) ? alternatives.note : '',
      ];
      rows.push(
        surnameRow({
          surname: t.surname,
          community,
          gotra: t.gotra,
          deity_id: parent.deity_id,
          state_province: parent.state_province,
          town_village: parent.town_village,
          cultural_tradition: policy.traditionFor(community, parent.deity_id),
          confidence_level: inferredConfidence(policy, parent.confidence_level, t.drop + (spec.extra_drop ?? 0)),
          source: 'inferred',
          source_ref: parent.source_ref,
          notes: notes.filter(Boolean).join('; '),
          rowClass: 'inferred',
          from: `${f.file}:${f.line}`,
        }),
      );
    }
  }
  return { rows, unexpanded };
}

/** The surnames (with gotra, note and extra drop) a rule for `gotra` ('' for the whole community) covers. */
function ruleTargets(spec: CommunitySurnames, gotra: string, local: boolean): { surname: string; gotra: string; note: string; drop: number }[] {
  if (spec.gotra_surnames) {
    // Gorwal-style: the social gotra names are surnames
    const s = spec.gotra_surnames[gotra];
    if (gotra && s !== undefined) return [{ surname: s, gotra, note: '', drop: 0 }];
    if (gotra || local) return [];
    return (spec.community_wide_surnames ?? []).map((s2) => ({ surname: s2, gotra: '', note: '', drop: 0 }));
  }
  const given = (g: string | null | undefined) => g !== undefined && g !== null;
  return (spec.surnames ?? [])
    .filter((item) => !(gotra && given(item.gotra) && item.gotra !== '' && item.gotra !== gotra))
    .map((item) => ({
      surname: item.surname,
      gotra: gotra || (given(item.gotra) ? item.gotra! : gotra),
      note: item.note ?? '',
      drop: item.drop ?? 0,
    }));
}
