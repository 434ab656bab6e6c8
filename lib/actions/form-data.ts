/** Reading a submitted form: text fields only, bounded, and a well-formed idempotency key. */

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
