'use server';

import { storeContactMessage } from '../data/writes';
import { escapeHtml, sendEmail } from '../server/email';
import { site, supportEmail } from '../server/site';
import { contactSchema, fieldErrors } from '../validation/forms';
import { currentVisitor } from '../request/visitor';
import { formText as text, idempotencyKey } from './form-data';
import { RATE_LIMIT_MESSAGE, type ActionResult } from './types';
import { log } from '../server/log';
import { currentRequestId } from '../request/current-request-id';


/**
 * Stores a contact message, then sends two emails: the message to the support address, and
 * an automatic reply to the sender only if the first was accepted.
 */
export async function sendContactMessageAction(_previous: ActionResult, form: FormData): Promise<ActionResult> {
  const support = supportEmail();
  const failure: ActionResult = {
    status: 'error',
    message: `Sorry, there was an error sending your message. Please try again or contact us directly at ${support}`,
  };
  if (text(form, 'website')) return { status: 'success', message: successMessage };
  const parsed = contactSchema.safeParse({
    name: text(form, 'name'),
    email: text(form, 'email'),
    subject: text(form, 'subject'),
    message: text(form, 'message'),
  });
  if (!parsed.success) {
    return { status: 'invalid', message: 'Please correct the highlighted fields.', fieldErrors: fieldErrors(parsed.error) };
  }
  const m = parsed.data;
  try {
    const stored = await storeContactMessage(m, await currentVisitor(), idempotencyKey(form));
    if (stored.status === 'rate_limited') return { status: 'error', message: RATE_LIMIT_MESSAGE };
    if (stored.status === 'invalid') return { status: 'invalid', message: stored.message, fieldErrors: { [stored.field]: stored.message } };
    // A repeated submission (same idempotency key) was already answered: send nothing twice.
    if (stored.duplicate) return { status: 'success', message: successMessage };
    const from = `${site.name} <${support}>`;
    const first = await sendEmail(
      {
        from,
        to: support,
        subject: `Contact Form: ${m.subject}`,
        html: `<h2>New contact message</h2><p><strong>Name:</strong> ${escapeHtml(m.name)}</p><p><strong>Email:</strong> ${escapeHtml(m.email)}</p><p><strong>Subject:</strong> ${escapeHtml(m.subject)}</p><p><strong>Message:</strong></p><p>${escapeHtml(m.message).replace(/\n/g, '<br>')}</p>`,
      },
      stored.id,
    );
    if (!first) return failure;
    await sendEmail(
      {
        from,
        to: m.email,
        subject: `Thank you for contacting ${site.name}`,
        html: `<p>Dear ${escapeHtml(m.name)},</p><p>Thank you for writing to ${site.name}. We have received your message and aim to reply within 24 hours.</p><p>Your message:</p><blockquote>${escapeHtml(m.message).replace(/\n/g, '<br>')}</blockquote>`,
      },
      stored.id,
    ).catch(async (error: unknown) => log.warn('[contact] auto-reply not sent', { error, route: 'action:sendContactMessage', requestId: await currentRequestId() }));
    return { status: 'success', message: successMessage };
  } catch (error) {
    log.error('[contact] failed', { error, route: 'action:sendContactMessage', requestId: await currentRequestId() });
    return failure;
  }
}

const successMessage = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";
