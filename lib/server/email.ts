import 'server-only';
import { env } from './env';

/** An email the database queued in public.email_outbox (with the message it belongs to). */
export interface QueuedEmail {
  id: number;
  from: string;
  to: string;
  subject: string;
  html: string;
}

/**
 * Hands one queued email to the `send-email` edge function (Supabase), which holds the email
 * API key and accepts only calls carrying the shared server secret. On the embedded database
 * and PostgreSQL nothing is handed over: the outbox row is the email, for an operator or a
 * mailer to send. Returns true when the function accepted it; throws when it could not be asked.
 */
export async function handOver(email: QueuedEmail): Promise<boolean> {
  const e = env();
  const key = e.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? e.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '';
  const response = await fetch(`${e.NEXT_PUBLIC_SUPABASE_URL}/functions/v1/send-email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${key}`,
      'x-kuldevta-secret': e.KULDEVTA_FUNCTION_SECRET ?? '',
    },
    body: JSON.stringify({ from: email.from, to: email.to, subject: email.subject, html: email.html }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return false;
  const body = (await response.json().catch(() => ({}))) as { success?: boolean };
  return body.success !== false;
}
