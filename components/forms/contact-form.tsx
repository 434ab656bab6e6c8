'use client';

import { useActionState, useEffect, useId, useState } from 'react';
import { sendContactMessageAction } from '@/lib/actions/send-contact-message-action';
import { idleResult, type ActionResult } from '@/lib/actions/types';
import { FormField, Honeypot, keepWhatWasTyped, type FormFields } from './field';
import { useFormKey } from './use-form-key';
import { Button } from '@/components/ui/button';

const subjects = [
  ['general', 'General Inquiry'],
  ['technical', 'Technical Support'],
  ['content', 'Content (add or correct information)'],
  ['feedback', 'Feedback'],
  ['spiritual', 'Spiritual Guidance'],
  ['other', 'Other'],
] as const;
const empty = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form: emptied on success; on an error everything typed stays. It posts to the
 * server action itself, so without JavaScript it still sends (a POST: nothing typed goes into
 * the address) and the page comes back with the answer and, on an error, what was typed.
 */
export function ContactForm() {
  const id = useId();
  const [state, action, pending] = useActionState(sendContactMessageAction, idleResult);
  const [values, setValues] = useState(() => ({ ...empty, ...state.values }));
  const [key, nextKey] = useFormKey();
  // The answer last acted on, and the one whose banner has been cleared.
  const [answered, setAnswered] = useState(state);
  const [cleared, setCleared] = useState<ActionResult | null>(null);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === 'success') {
      setValues(empty);
      nextKey();
    }
  }

  // The banner clears 5 seconds after the answer.
  useEffect(() => {
    if (state.status === 'idle' || state.status === 'invalid') return;
    const timer = setTimeout(() => setCleared(state), 5000);
    return () => clearTimeout(timer);
  }, [state]);
  const banner = state.status !== 'idle' && cleared !== state ? state : null;

  const errors = state.status === 'invalid' ? (state.fieldErrors ?? {}) : {};
  const fields: FormFields<keyof typeof empty> = { id, values, errors, set: (name, value) => setValues((v) => ({ ...v, [name]: value })) };
  return (
    <form action={action} onReset={keepWhatWasTyped} className="relative space-y-4" noValidate>
      <Honeypot />
      <input type="hidden" name="idempotencyKey" value={key} />
      {banner?.status === 'success' ? (
        <p className="rounded-lg bg-green-50 p-4 font-medium text-green-900" role="status">
          {banner.message}
        </p>
      ) : null}
      {banner && banner.status !== 'success' && banner.message ? (
        <p className="rounded-lg bg-red-50 p-4 font-medium text-red-900" role="alert">
          {banner.message}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={fields} name="name" label="Full Name *" required limit={200} autoComplete="name" />
        <FormField form={fields} name="email" label="Email Address *" type="email" required limit={254} autoComplete="email" />
      </div>
      <FormField form={fields} name="subject" label="Subject *" as="select" required>
        <option value="">Select a subject</option>
        {subjects.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FormField>
      <FormField form={fields} name="message" label="Message *" as="textarea" rows={6} required limit={5000} />
      <Button type="submit" disabled={pending} wide className="disabled:opacity-70">
        {pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
