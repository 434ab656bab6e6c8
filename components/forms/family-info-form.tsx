'use client';

import { useActionState, useEffect, useId, useState } from 'react';
import { submitFamilyInfoAction } from '@/lib/actions/submit-family-info-action';
import { idleResult } from '@/lib/actions/types';
import { FormField, Honeypot, keepWhatWasTyped, type FormFields } from './field';
import { useFormKey } from './use-form-key';
import { Button } from '@/components/ui/button';

const empty = { userName: '', userTown: '', userRegion: '', userEmail: '', kuldevtaInfo: '' };

/**
 * The submission form, in the dialog and on its own page (/submit-information). Inputs are
 * controlled, so nothing typed is lost when the server refuses or fails; one idempotency key
 * per attempt makes a double click store one row. It posts to the server action itself, so
 * without JavaScript it still sends, and the page comes back with the answer.
 */
export function FamilyInfoForm({ searchTerm, onDone }: { searchTerm?: string; onDone?: () => void }) {
  const id = useId();
  const [state, action, pending] = useActionState(submitFamilyInfoAction, idleResult);
  const [values, setValues] = useState(() => ({ ...empty, ...state.values }));
  // One key per opening of the dialog: the form is mounted afresh (empty) each time it opens.
  const [key] = useFormKey();
  const done = state.status === 'success';

  // Thank you, then the dialog closes after 2 s.
  useEffect(() => {
    if (!done || !onDone) return;
    const timer = setTimeout(onDone, 2000);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  if (done) {
    return (
      <div className="mt-6 rounded-lg bg-green-50 p-6 text-center" role="status">
        <p className="text-xl font-bold text-green-900">Thank You!</p>
        <p className="mt-2 text-green-900">Your information has been submitted successfully. We&apos;ll review it and add it to our database.</p>
      </div>
    );
  }

  const fields: FormFields<keyof typeof empty> = {
    id,
    values,
    errors: state.fieldErrors ?? {},
    set: (name, value) => setValues((v) => ({ ...v, [name]: value })),
  };
  return (
    <form action={action} onReset={keepWhatWasTyped} className="relative mt-4 space-y-4" noValidate>
      <Honeypot />
      <input type="hidden" name="idempotencyKey" value={key} />
      <input type="hidden" name="searchTerm" value={searchTerm ?? ''} />
      {state.status === 'error' || state.status === 'invalid' ? (
        <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900" role="alert">
          {state.message}
        </p>
      ) : null}
      <FormField form={fields} name="userName" label="Your Name *" required limit={100} autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={fields} name="userTown" label="Town/City *" required limit={100} autoComplete="address-level2" />
        <FormField form={fields} name="userRegion" label="Region/State *" required limit={100} autoComplete="address-level1" />
      </div>
      <FormField
        form={fields}
        name="userEmail"
        label="Email Address (optional)"
        hint="We'll let you know when your information is added."
        type="email"
        limit={254}
        autoComplete="email"
      />
      <FormField
        form={fields}
        name="kuldevtaInfo"
        label="Kuldevta Information *"
        as="textarea"
        rows={5}
        required
        limit={2000}
        placeholder="Your surname, community, gotra, your family deity and where the family shrine is..."
      />
      <Button type="submit" disabled={pending} className="w-full disabled:opacity-70">
        {pending ? 'Submitting...' : 'Submit Information'}
      </Button>
      <p className="text-xs text-muted">
        Submissions are reviewed before being added to our database. Your personal details are never shared publicly.
      </p>
    </form>
  );
}
