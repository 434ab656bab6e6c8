/**
 * The page with the family-information form (/submit-information): where the "Submit
 * Information" buttons lead without JavaScript (with it, they open the same form in a dialog).
 * The search that led there is in the address already (it came from a search page's own
 * address); nothing the visitor types in the form ever is.
 */
export const SUBMIT_INFORMATION_PATH = '/submit-information';

export const submitTitles = {
  name: 'Submit Information for Your Name',
  kuldevta: 'Submit Information for Your Kuldevta',
} as const;
export type SubmitFor = keyof typeof submitTitles;

export function submitInformationHref({ term, for: about }: { term?: string; for?: SubmitFor }): string {
  const query = new URLSearchParams();
  if (about === 'kuldevta') query.set('for', 'kuldevta');
  if (term) query.set('term', term);
  const text = query.toString();
  return text ? `${SUBMIT_INFORMATION_PATH}?${text}` : SUBMIT_INFORMATION_PATH;
}

/** The page's parameters, whatever the address holds: a known `for`, a term of at most 100 characters. */
export function submitInformationParams(params: Record<string, string | string[] | undefined>): { term: string; for: SubmitFor } {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  return { term: first(params.term).trim().slice(0, 100), for: first(params.for) === 'kuldevta' ? 'kuldevta' : 'name' };
}
