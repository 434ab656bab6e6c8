/** Reading a submitted form: text fields only, bounded, and a well-formed idempotency key. */
import { headers } from 'next/headers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A text field (files and missing fields are undefined), cut at 20,000 characters. */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 20_000) : undefined;
}

/** The form's idempotency key when it is a UUID, else null (then no double-click guard). */
export function idempotencyKey(form: FormData): string | null {
  const key = formText(form, 'idempotencyKey');
  return key && UUID.test(key) ? key : null;
}

/**
 * The submitted form, however the action was called: (previous state, form) by the site's
 * forms, or (form) alone by a post that names the action without a state. Null when neither
 * argument is a form (a hand-made request): the action answers that nothing was sent.
 */
export function submittedForm(previous: unknown, form: unknown): FormData | null {
  if (form instanceof FormData) return form;
  return previous instanceof FormData ? previous : null;
}

/**
 * What was typed in `names`, when the form was posted without JavaScript: the page is then
 * rendered again from the answer alone, and must show it. With JavaScript the form keeps its
 * own values, and nothing typed is sent back.
 */
export async function typedValues(form: FormData, names: readonly string[]): Promise<Record<string, string> | undefined> {
  if ((await headers()).has('next-action')) return undefined;
  const values: Record<string, string> = {};
  for (const name of names) values[name] = formText(form, name) ?? '';
  return values;
}
