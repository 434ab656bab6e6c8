import { createElement, type ChangeEvent, type ReactNode } from 'react';

/** A labelled field with its error beside it (announced, and linked by aria-describedby). */
function Field({ id, label, error, hint, children }: { id: string; label: ReactNode; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-maroon-900">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's controlled values and errors, which its fields read and write by name. */
export interface FormFields<K extends string> {
  /** The form's useId(): each control's id is `${id}-${name}`. */
  id: string;
  values: Record<K, string>;
  errors: Partial<Record<string, string>>;
  set: (name: K, value: string) => void;
}

/**
 * A Field holding its control (an input, a textarea, or a select with `children` as options):
 * bound to the form's value for `name`, marked invalid and described by its error when it has
 * one, else by its hint.
 */
export function FormField<K extends string>({
  form,
  name,
  label,
  hint,
  as = 'input',
  type,
  rows,
  required,
  limit,
  autoComplete,
  placeholder,
  children,
}: {
  form: FormFields<K>;
  name: K;
  label: string;
  hint?: string;
  as?: 'input' | 'textarea' | 'select';
  type?: 'email';
  rows?: number;
  required?: boolean;
  /**
   * The most characters the server takes. Not the browser's maxlength, which cuts pasted text
   * without a word: the whole text is kept, the count shown, and the server's message refuses it.
   */
  limit?: number;
  autoComplete?: string;
  placeholder?: string;
  children?: ReactNode;
}) {
  const id = `${form.id}-${name}`;
  const error = form.errors[name];
  const length = Array.from(form.values[name] ?? '').length;
  const over = limit !== undefined && length > limit;
  // A long text always shows its limit and count; a short field only once it is too long.
  const count =
    limit === undefined || (as !== 'textarea' && !over)
      ? undefined
      : `${length.toLocaleString('en-IN')} of ${limit.toLocaleString('en-IN')} characters${over ? `: ${(length - limit).toLocaleString('en-IN')} too many` : ''}`;
  // Props in the order the forms wrote them by hand, so the HTML stays the same.
  const control = {
    id,
    name,
    type,
    rows,
    className: inputClass,
    value: form.values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => form.set(name, e.target.value),
    required,
    autoComplete,
    'aria-invalid': Boolean(error) || over,
    'aria-describedby': [error ? `${id}-error` : hint ? `${id}-hint` : '', count ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined,
    placeholder,
  };
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {createElement(as, control, children)}
      {count ? (
        <p id={`${id}-count`} className={`text-xs ${over ? 'font-semibold text-red-800' : 'text-muted'}`} aria-live="polite">
          {count}
        </p>
      ) : null}
    </Field>
  );
}

const inputClass = 'rounded-lg border border-saffron-200 bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-red-700';

/** A field no person sees or fills; bots that fill every field give themselves away. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="website-field">Leave this empty</label>
      <input id="website-field" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * A form's onReset: keeps what the visitor typed and chose. React resets a form whose action is
 * a function once each answer arrives, an error or a correction asked for too; the fields here
 * are controlled and come back, but a select would show its first option ("Select a subject")
 * and be sent empty. The forms empty themselves on success through their own state.
 */
export function keepWhatWasTyped(event: { preventDefault: () => void }) {
  event.preventDefault();
}
