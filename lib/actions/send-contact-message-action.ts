'use server';

import { randomUUID } from 'node:crypto';
import { recordEmailSent, storeContactMessage } from '../data/writes';
import { handOver, type QueuedEmail } from '../server/email';
import { chosenTransport } from '../server/env';
import { site, supportEmail } from '../server/site';
import { contactSchema } from '../validation/forms';
import { currentVisitor } from '../request/visitor';
import { checkedForm, formText as text, idempotencyKey, refusedWrite, submittedForm, typedValues } from './form-data';
import { NO_FORM_RESULT, type ActionResult } from './types';
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
  const checked = await checkedForm(form, contactSchema, FIELDS);
  if ('answer' in checked) return checked.answer;
  // A form posted without JavaScript carries no key: one is made here, so the emails' outcome
  // can be recorded against the message (the key is what proves it is this message's sender).
  const key = idempotencyKey(form) ?? randomUUID();
  try {
    const stored = await storeContactMessage(checked.data, await currentVisitor(), key, { supportAddress: support, siteName: site.name });
    if (stored.status !== 'stored') return await refusedWrite(form, FIELDS, stored);
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
