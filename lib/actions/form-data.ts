/** Reading a submitted form: text fields only, bounded, and a well-formed idempotency key. */
import { headers } from 'next/headers';
import type { z } from 'zod';
import type { WriteResult } from '../data/writes';
import { fieldErrors } from '../validation/forms';
import { RATE_LIMIT_MESSAGE, type ActionResult } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A text field (files and missing fields are undefined), cut at 100,000 characters: far past every limit, so an over-long text is refused whole and shown back whole. */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 100_000) : undefined;
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

/**
 * The form's fields named by `schema`, checked: the data, or the answer naming each wrong field
 * (with what was typed in `typed`, for a page rendered again without JavaScript).
 */
export async function checkedForm<S extends z.ZodObject>(
  form: FormData,
  schema: S,
  typed: readonly string[],
): Promise<{ data: z.output<S> } | { answer: ActionResult }> {
  const parsed = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((name) => [name, formText(form, name)])));
  if (parsed.success) return { data: parsed.data };
  return {
    answer: {
      status: 'invalid',
      message: 'Please correct the highlighted fields.',
      fieldErrors: fieldErrors(parsed.error),
      values: await typedValues(form, typed),
    },
  };
}

/** The answer to a write the database refused: too many from this visitor, or a field it rejected. */
export async function refusedWrite(
  form: FormData,
  typed: readonly string[],
  refused: Exclude<WriteResult, { status: 'stored' }>,
): Promise<ActionResult> {
  const values = await typedValues(form, typed);
  if (refused.status === 'rate_limited') return { status: 'error', message: RATE_LIMIT_MESSAGE, values };
  return { status: 'invalid', message: refused.message, fieldErrors: { [refused.field]: refused.message }, values };
}
