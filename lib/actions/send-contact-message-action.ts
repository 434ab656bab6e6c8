'use server';

import { randomUUID } from 'node:crypto';
import { recordEmailSent, storeContactMessage } from '../data/writes';
import { handOver, type QueuedEmail } from '../server/email';
import { chosenTransport } from '../server/env';
import { site, supportEmail } from '../server/site';
import { contactSchema, fieldErrors } from '../validation/forms';
import { currentVisitor } from '../request/visitor';
import { formText as text, idempotencyKey, submittedForm, typedValues } from './form-data';
import { NO_FORM_RESULT, RATE_LIMIT_MESSAGE, type ActionResult } from './types';
import { log } from '../server/log';
import { currentRequestId } from '../request/current-request-id';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * Stores a contact message with its two emails (to the support address, and the automatic
 * reply to the sender) queued in the same transaction, so a crash never leaves one without
 * the other. On Supabase the emails are then handed to the send-email function, the reply
 * only once the first was accepted.
 */
export async function sendContactMessageAction(previous: ActionResult, posted: FormData): Promise<ActionResult> {
  const form = submittedForm(previous, posted);
  if (!form) return NO_FORM_RESULT;
  const support = supportEmail();
  const failure = async (): Promise<ActionResult> => ({
    status: 'error',
    message: `Sorry, there was an error sending your message. Please try again or contact us directly at ${support}`,
    values: await typedValues(form, FIELDS),
  });
  if (text(form, 'website')) return { status: 'success', message: successMessage };
  const parsed = contactSchema.safeParse({
    name: text(form, 'name'),
    email: text(form, 'email'),
    subject: text(form, 'subject'),
    message: text(form, 'message'),
  });
  if (!parsed.success) {
    return {
      status: 'invalid',
      message: 'Please correct the highlighted fields.',
      fieldErrors: fieldErrors(parsed.error),
      values: await typedValues(form, FIELDS),
    };
  }
  // A form posted without JavaScript carries no key: one is made here, so the emails' outcome
  // can be recorded against the message (the key is what proves it is this message's sender).
  const key = idempotencyKey(form) ?? randomUUID();
  try {
    const stored = await storeContactMessage(parsed.data, await currentVisitor(), key, { supportAddress: support, siteName: site.name });
    if (stored.status === 'rate_limited') return { status: 'error', message: RATE_LIMIT_MESSAGE, values: await typedValues(form, FIELDS) };
    if (stored.status === 'invalid') {
      return { status: 'invalid', message: stored.message, fieldErrors: { [stored.field]: stored.message }, values: await typedValues(form, FIELDS) };
    }
    // A repeated submission (same key) was stored with its emails already: nothing more to do.
    if (stored.duplicate || chosenTransport() !== 'supabase') return { status: 'success', message: successMessage };
    const [toSupport, reply] = stored.emails ?? [];
    if (!toSupport || !(await deliver(toSupport, key))) return await failure();
    if (reply) await deliver(reply, key);
    return { status: 'success', message: successMessage };
  } catch (error) {
    log.error('[contact] failed', { error, route: 'action:sendContactMessage', requestId: await currentRequestId() });
    return await failure();
  }
}

/** Hands a queued email to the send-email function and records the outcome on its row. */
async function deliver(email: QueuedEmail, key: string): Promise<boolean> {
  const accepted = await handOver(email).catch(async (error: unknown) => {
    log.warn('[contact] email not handed over', { error, route: 'action:sendContactMessage', requestId: await currentRequestId() });
    return false;
  });
  await recordEmailSent(key, email.id, accepted ? null : 'The send-email function did not accept it');
  return accepted;
}

const successMessage = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";
