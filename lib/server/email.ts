import 'server-only';
import { chosenTransport, env } from './env';
import { db } from '../db';

export interface Email {
  from: string;
  to: string;
  subject: string;
  html: string;
}

/** Escapes text for an HTML email body: everything a visitor typed goes through this. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Sends one email. With Supabase: the `send-email` edge function, which holds the email
 * API key and accepts only calls carrying the shared server secret. Embedded and postgres:
 * the email is written to the outbox table, so nothing is lost and an operator can read it.
 * Returns true when accepted.
 */
export async function sendEmail(email: Email, relatedMessageId?: number): Promise<boolean> {
  const e = env();
  if (chosenTransport(e) === 'supabase') {
    const url = `${e.NEXT_PUBLIC_SUPABASE_URL}/functions/v1/send-email`;
    const key = e.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? e.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '';
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${key}`,
        'x-kuldevta-secret': e.KULDEVTA_FUNCTION_SECRET ?? '',
      },
      body: JSON.stringify(email),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    const body = (await response.json().catch(() => ({}))) as { success?: boolean };
    return body.success !== false;
  }
  const connection = await db();
  if (!connection.ownerQuery) return false;
  await connection.ownerQuery(
    'insert into public.email_outbox (from_address, to_address, subject, html, status, contact_message_id) values ($1, $2, $3, $4, $5, $6)',
    [email.from, email.to, email.subject, email.html, 'queued', relatedMessageId ?? null],
  );
  return true;
}
