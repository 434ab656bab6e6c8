import type { CsvRecord, Inputs } from './inputs';
import { makePolicy } from './policy';
import { namedRows, type SurnameRow } from './rows';
import { missingFacts, unsaidExceptions } from './stages/checks';
import { markConflicts } from './stages/conflicts';
import { dedupe } from './stages/dedupe';
import { derivedRows } from './stages/derived';
import { documentedRows } from './stages/documented';
import { factRows, isRule } from './stages/facts';
import { ruleRows, type Unexpanded } from './stages/inferred';
import { markSubClans } from './stages/subclans';

export type { RowClass, SurnameRow } from './rows';
export { rowKey } from './rows';
export { inferredRuleViolations, ruleExceptions, SOURCES, SURNAME_HEADER, validateRows } from './stages/checks';
export { subClanOf } from './stages/subclans';

export const TARGETS = { rows: 1500, surnames: 700, communities: 30, nonInferredShare: 0.4, aliasTopSurnames: 150 };

/** The surname rows and what the build noticed on the way. */
export interface SurnameBuild {
  rows: SurnameRow[];
  namedFacts: CsvRecord[];
  dropped: number;
  unexpanded: Unexpanded[];
  errors: string[];
}

/**
 * The rows of data/built/family_surnames.csv before their sources are resolved, in stages, each a
 * function of its inputs and the policy (curation/): the facts, the documented rows with their
 * sub-clan marks, the conflicts between them, the inferred rows of the community rules and the
 * derived rows (neither beside a named row), then one row per key. build.ts runs the later ones.
 */
export function buildSurnameRows(inputs: Inputs): SurnameBuild {
  const policy = makePolicy(inputs);
  const named = markConflicts([...factRows(inputs.facts, policy), ...markSubClans(documentedRows(inputs, policy))]);
  const isNamed = namedRows(named);
  const rules = ruleRows(inputs.facts, isNamed, policy);
  const derived = derivedRows(inputs.facts, isNamed, policy);
  const { rows, dropped } = dedupe([...named, ...rules.rows, ...derived]);
  return {
    rows,
    namedFacts: inputs.facts.filter((f) => !isRule(f)),
    dropped,
    unexpanded: rules.unexpanded,
    errors: [...unsaidExceptions(rows, policy), ...missingFacts(rows, inputs.facts, policy)],
  };
}
