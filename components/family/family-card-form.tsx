import type { ShrineCard } from '@/lib/data/shrines';
import { FAMILY_LIMITS, type FamilyCardErrors, type FamilyCardInput, type FamilyField, type FamilySide } from '@/lib/validation/family-card';

const SIDES: { side: FamilySide; legend: string; hint: string }[] = [
  { side: 'b', legend: 'The family you were born into', hint: 'Its surname and kuldevi are needed; the rest helps.' },
  { side: 'm', legend: 'The family you married into (optional)', hint: 'Leave these empty if it does not apply.' },
];

const FIELDS: { field: FamilyField; label: string; autoComplete?: string }[] = [
  { field: 'surname', label: 'Surname', autoComplete: 'family-name' },
  { field: 'community', label: 'Community' },
  { field: 'gotra', label: 'Gotra' },
  { field: 'deity', label: 'Kuldevi or kuldevta' },
];

/**
 * The family card as a plain form (GET): it works without JavaScript, and its result is the
 * card's link. Everything typed stays in its field when something is wrong, with the message
 * beside it. The shrine is chosen from the kuldevi's shrines once she is known.
 */
export function FamilyCardForm({
  input,
  errors,
  deities,
  shrines,
}: {
  input: FamilyCardInput;
  errors: FamilyCardErrors;
  deities: { id: string; name: string }[];
  shrines: Partial<Record<FamilySide, ShrineCard[]>>;
}) {
  return (
    <form method="get" action="/family" className="mt-6 space-y-6 rounded-2xl bg-white p-6 shadow-sm" noValidate>
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">
          {errors.form}
        </p>
      ) : null}
      <datalist id="family-deities">
        {deities.map((d) => (
          <option key={d.id} value={d.name} />
        ))}
      </datalist>
      {SIDES.map(({ side, legend, hint }) => (
        <fieldset key={side} className="min-w-0 space-y-4">
          <legend className="text-lg font-bold text-maroon-900">{legend}</legend>
          <p className="text-sm text-muted">{hint}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(({ field, label, autoComplete }) => {
              const name = `${side}_${field}` as const;
              const error = errors.fields[name];
              return (
                <div key={field} className="flex min-w-0 flex-col gap-1">
                  <label htmlFor={`family-${name}`} className="text-sm font-semibold text-maroon-900">
                    {label}
                  </label>
                  <input
                    id={`family-${name}`}
                    name={name}
                    defaultValue={input[side][field]}
                    autoComplete={autoComplete}
                    list={field === 'deity' ? 'family-deities' : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `family-${name}-error` : undefined}
                    className="border-saffron-300 min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-ink"
                  />
                  {error ? (
                    <p id={`family-${name}-error`} role="alert" className="text-sm font-medium text-red-800">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <div className="flex min-w-0 flex-col gap-1">
              <label htmlFor={`family-${side}_shrine`} className="text-sm font-semibold text-maroon-900">
                Shrine
              </label>
              {shrines[side]?.length ? (
                <select
                  id={`family-${side}_shrine`}
                  name={`${side}_shrine`}
                  defaultValue={input[side].shrine}
                  aria-invalid={errors.fields[`${side}_shrine`] ? true : undefined}
                  aria-describedby={errors.fields[`${side}_shrine`] ? `family-${side}_shrine-error` : `family-${side}_shrine-hint`}
                  className="border-saffron-300 min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-ink"
                >
                  <option value="">Not known</option>
                  {shrines[side]!.map((s) => (
                    <option key={s.id} value={s.id}>
                      {[s.name, s.town, s.state].filter(Boolean).join(', ')}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`family-${side}_shrine`}
                  name={`${side}_shrine`}
                  defaultValue={input[side].shrine}
                  readOnly={!input[side].shrine}
                  aria-describedby={errors.fields[`${side}_shrine`] ? `family-${side}_shrine-error` : `family-${side}_shrine-hint`}
                  className="min-h-11 w-full min-w-0 rounded-lg border border-saffron-200 bg-saffron-50 px-3 py-2 text-muted"
                />
              )}
              {errors.fields[`${side}_shrine`] ? (
                <p id={`family-${side}_shrine-error`} role="alert" className="text-sm font-medium text-red-800">
                  {errors.fields[`${side}_shrine`]}
                </p>
              ) : (
                <p id={`family-${side}_shrine-hint`} className="text-xs text-muted">
                  {shrines[side]?.length
                    ? 'Her shrines we know; the one your family visits, if you know it.'
                    : 'Once the kuldevi is known, her shrines are offered here.'}
                </p>
              )}
            </div>
          </div>
        </fieldset>
      ))}
      <p className="text-xs text-muted">{`Each field takes at most ${FAMILY_LIMITS.surname} to ${FAMILY_LIMITS.shrine} characters. Nothing is stored on our side: the card lives in its link.`}</p>
      <button type="submit" className="min-h-11 rounded-full bg-saffron-700 px-6 py-2 font-semibold text-white hover:bg-saffron-800">
        Make the card
      </button>
    </form>
  );
}
