'use client';

import { useActionState, useId, useState, type ReactNode } from 'react';
import { confirmAssociationAction } from '@/lib/actions/confirm-association-action';
import { correctAssociationAction } from '@/lib/actions/correct-association-action';
import { sendFamilyPrayerAction } from '@/lib/actions/send-family-prayer-action';
import { idleResult, type ActionResult } from '@/lib/actions/types';
import { HOW_KNOWN, howKnownLabels } from '@/lib/validation/family-word';
import { FormField, Honeypot, keepWhatWasTyped, type FormFields } from '@/components/forms/field';
import { useFormKey } from '@/components/forms/use-form-key';
import { Button } from '@/components/ui/button';

type Action = (previous: ActionResult, form: FormData) => Promise<ActionResult>;

/** The association (or deity) a form is about, sent with it. */
export interface About {
  surname: string;
  community: string;
  gotra: string;
  deityId: string;
}

/**
 * One family's-word form: controlled inputs (nothing typed is lost when the server refuses or
 * fails), one idempotency key an attempt, posting to its server action, so it works without
 * JavaScript too; after it is stored, a thank-you that says a reviewer reads it first.
 */
function WordForm<K extends string>({
  action: serverAction,
  empty,
  hidden,
  submit,
  thanks,
  children,
}: {
  action: Action;
  empty: Record<K, string>;
  hidden: Record<string, string>;
  submit: string;
  thanks: string;
  children: (fields: FormFields<K>) => ReactNode;
}) {
  const id = useId();
  const [state, action, pending] = useActionState(serverAction, idleResult);
  const [values, setValues] = useState<Record<K, string>>(() => ({ ...empty, ...(state.values as Partial<Record<K, string>>) }));
  const [key] = useFormKey();
  if (state.status === 'success') {
    return (
      <div className="mt-4 rounded-lg bg-green-50 p-6" role="status">
        <p className="text-xl font-bold text-green-900">Thank you</p>
        <p className="mt-2 text-green-900">{thanks}</p>
      </div>
    );
  }
  const fields: FormFields<K> = { id, values, errors: state.fieldErrors ?? {}, set: (name, value) => setValues((v) => ({ ...v, [name]: value })) };
  return (
    <form action={action} onReset={keepWhatWasTyped} className="relative mt-4 space-y-4" noValidate>
      <Honeypot />
      <input type="hidden" name="idempotencyKey" value={key} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {state.status === 'error' || state.status === 'invalid' ? (
        <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900" role="alert">
          {state.fieldErrors?.form ?? state.message}
        </p>
      ) : null}
      {children(fields)}
      <Button type="submit" disabled={pending} className="w-full disabled:opacity-70">
        {pending ? 'Sending...' : submit}
      </Button>
      <p className="text-xs text-muted">
        A reviewer reads what families send before it counts or is shown. Only your region is ever shown, never your name.
      </p>
    </form>
  );
}

const THANKS = 'A reviewer will read it before it is counted on the page.';

export function ConfirmForm({ about }: { about: About }) {
  return (
    <WordForm
      action={confirmAssociationAction}
      empty={{ region: '', town: '', familyGotra: '' }}
      hidden={{ ...about }}
      submit="Our family keeps this deity"
      thanks={THANKS}
    >
      {(f) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField form={f} name="region" label="Your family's region or state *" required limit={100} autoComplete="address-level1" />
            <FormField form={f} name="town" label="Town or village (optional)" limit={100} autoComplete="address-level2" />
          </div>
          <FormField form={f} name="familyGotra" label="Your gotra (optional)" limit={100} />
        </>
      )}
    </WordForm>
  );
}

export function CorrectForm({ about }: { about: About }) {
  return (
    <WordForm
      action={correctAssociationAction}
      empty={{ theirDeity: '', theirShrine: '', theirCommunity: '', theirGotra: '', how: '', link: '', reason: '', region: '', town: '' }}
      hidden={{ ...about }}
      submit="Send what our family keeps"
      thanks={THANKS}
    >
      {(f) => (
        <>
          <FormField form={f} name="theirDeity" label="The deity your family keeps *" required limit={100} />
          <FormField form={f} name="theirShrine" label="Its shrine, where your family goes (optional)" limit={150} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField form={f} name="theirCommunity" label="Your community, if different (optional)" limit={120} />
            <FormField form={f} name="theirGotra" label="Your gotra, if different (optional)" limit={100} />
          </div>
          <fieldset aria-describedby={f.errors.how ? `${f.id}-how-error` : undefined}>
            <legend className="text-sm font-semibold text-maroon-900">How does your family know it? *</legend>
            <div className="mt-2 space-y-2">
              {HOW_KNOWN.map((how) => (
                <label key={how} className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="how" value={how} checked={f.values.how === how} onChange={() => f.set('how', how)} />
                  {howKnownLabels[how]}
                </label>
              ))}
            </div>
            {f.errors.how ? (
              <p id={`${f.id}-how-error`} className="text-sm font-medium text-red-800" role="alert">
                {f.errors.how}
              </p>
            ) : null}
          </fieldset>
          <FormField form={f} name="link" label="The book's name, or the site's address (for a book or a site)" limit={300} />
          <FormField form={f} name="reason" label="Why: what your family knows, and from whom *" as="textarea" rows={4} required limit={2000} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField form={f} name="region" label="Your family's region or state *" required limit={100} autoComplete="address-level1" />
            <FormField form={f} name="town" label="Town or village (optional)" limit={100} autoComplete="address-level2" />
          </div>
        </>
      )}
    </WordForm>
  );
}

export function PrayerForm({ deityId }: { deityId: string }) {
  return (
    <WordForm
      action={sendFamilyPrayerAction}
      empty={{ title: '', language: '', text: '', source: '', link: '', region: '' }}
      hidden={{ deityId }}
      submit="Send the prayer"
      thanks="A reviewer will read it; only traditional texts are published, with the source you named."
    >
      {(f) => (
        <>
          <FormField form={f} name="title" label="Its title or first line *" required limit={200} />
          <FormField form={f} name="language" label="Its language *" required limit={40} placeholder="Marathi, Hindi, Gujarati, Sanskrit..." />
          <FormField form={f} name="text" label="The text, as your family sings it *" as="textarea" rows={10} required limit={8000} />
          <FormField
            form={f}
            name="source"
            label="Where the text comes from *"
            required
            limit={300}
            placeholder="The temple's booklet, a book (its title)..."
          />
          <FormField form={f} name="link" label="Its address online (optional)" limit={300} />
          <FormField form={f} name="region" label="Your family's region or state *" required limit={100} autoComplete="address-level1" />
        </>
      )}
    </WordForm>
  );
}
