import type { ReactNode } from 'react';

/** A labelled field with its error beside it (announced, and linked by aria-describedby). */
export function Field({ id, label, error, hint, children }: { id: string; label: ReactNode; error?: string; hint?: string; children: ReactNode }) {
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

export const inputClass = 'rounded-lg border border-saffron-200 bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-red-700';

/** A field no person sees or fills; bots that fill every field give themselves away. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="website-field">Leave this empty</label>
      <input id="website-field" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
