/**
 * What a visitor must never read: repository paths and file names given as sources, pointers
 * to our own files, reviewers' notes, and slug-like names in capitals.
 */
export const INTERNAL = [
  /\b[\w.-]+\/[\w.-]+:[\w./-]+\.(?:php|sql|csv|json|js|py)\b/, // owner/repo:path/file.ext
  /\bdata\/[\w-]+\.(?:md|csv|json)\b/,
  /all cited in/i,
  /name-level match/i,
  /covered by its own/i,
  /\(as parsed\)/i,
  /\b[A-Z]{3,}(?:-[A-Z]{3,})+\b/, // TULJA-BHAVANI
  // The data's words where a reader's belong: "Source:", "Wikipedia: Title, as read on {day}",
  // "We applied the community's rule to this surname", "Not yet placed on the map".
  /Rule from:/,
  /\(as listed/i,
  /copy of (?:[A-Z][a-z]+ )?Wikipedia/i,
  /Inferred Association/,
  /the gazetteer has no point/i,
];
