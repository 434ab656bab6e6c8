/**
 * What each source label on a surname card means: the card's badge, its legend on the surname
 * page and the Help answer all read these texts, so they cannot say different things.
 */
export type SourceKind = 'traditional' | 'research' | 'community' | 'inferred';

export const sourceLabels: Record<SourceKind, string> = {
  traditional: 'Traditional Knowledge',
  research: 'Research Based',
  community: 'Community Input',
  inferred: "Community's rule applied",
};

export const sourceMeanings: Record<SourceKind, string> = {
  traditional: 'a temple names the families who keep its deity, on its own site or in its records',
  research: 'a book, an encyclopedia article or another published page names the deity for the surname',
  community:
    "the community itself says so: a community association's site or list, or a family who wrote to us and whose message a reviewer approved",
  inferred:
    "we applied a rule the named source gives for a whole community or gotra (such as 'Oswal families keep Sachiya Mata') to a surname of that community; no source names this surname with this deity, so it is always low confidence",
};

export const confidenceMeaning =
  'High means a score of 80 or more, Medium 60 to 79, Low below 60: a possibility to check with your elders, not a fact.';

/** The Help answer to "What do the source labels mean?", from the same texts as the cards. */
export function sourceLabelsHelp(): string {
  const kinds = Object.keys(sourceLabels) as SourceKind[];
  return `Every association says where it came from. ${kinds.map((k) => `${sourceLabels[k]}: ${sourceMeanings[k]}.`).join(' ')}`;
}
