import 'server-only';
import { z } from 'zod';
import { dbCall } from '../db';
import { chosenTransport, env } from '../server/env';
import type { ContactMessage, FamilyInfo } from '../validation/forms';
import type { Visitor } from '../request/visitor';
import { log } from '../server/log';

const queuedEmailSchema = z.object({ id: z.number(), from: z.string(), to: z.string(), subject: z.string(), html: z.string() });

export const writeResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('stored'), id: z.number().optional(), duplicate: z.boolean().optional(), emails: z.array(queuedEmailSchema).optional() }),
  z.object({ status: z.literal('rate_limited') }),
  z.object({ status: z.literal('invalid'), field: z.string(), message: z.string() }),
]);
export type WriteResult = z.infer<typeof writeResultSchema>;

export async function storeFamilyInfo(info: FamilyInfo, visitor: Visitor, idempotencyKey: string | null): Promise<WriteResult> {
  return writeResultSchema.parse(
    await dbCall('submit_family_info', {
      p_user_name: info.userName,
      p_user_town: info.userTown,
      p_user_region: info.userRegion,
      p_kuldevta_info: info.kuldevtaInfo,
      p_user_email: info.userEmail || null,
      p_search_term: info.searchTerm || null,
      p_user_agent: visitor.userAgent,
      p_idempotency_key: idempotencyKey,
      p_visitor_hash: visitor.hash,
    }),
  );
}

/**
 * Stores a contact message and queues its two emails (to the support address, and the reply
 * to the sender) in one transaction: after a crash either all three exist or none does.
 */
export async function storeContactMessage(
  m: ContactMessage,
  visitor: Visitor,
  idempotencyKey: string,
  mail: { supportAddress: string; siteName: string },
): Promise<WriteResult> {
  return writeResultSchema.parse(
    await dbCall('submit_contact_message', {
      p_name: m.name,
      p_email: m.email,
      p_subject: m.subject,
      p_message: m.message,
      p_support_address: mail.supportAddress,
      p_site_name: mail.siteName,
      p_user_agent: visitor.userAgent,
      p_idempotency_key: idempotencyKey,
      p_visitor_hash: visitor.hash,
    }),
  );
}

/** Records what the send-email function did with a queued email (Supabase); never throws. */
export async function recordEmailSent(idempotencyKey: string, emailId: number, error: string | null): Promise<void> {
  try {
    await dbCall('record_email_sent', { p_idempotency_key: idempotencyKey, p_email_id: emailId, p_error: error });
  } catch (failure) {
    log.warn('[contact] email outcome not recorded', { error: failure, route: 'action:sendContactMessage' });
  }
}

export interface SearchEvent {
  searchTerm: string;
  searchType: 'deity' | 'surname';
  resultsFound: boolean;
  resultCount: number;
  filters: Record<string, string>;
}

/** Through the track-analytics edge function (Supabase): POST {type: 'search', data}. */
async function trackThroughFunction(event: SearchEvent, visitor: Visitor): Promise<WriteResult | { status: 'failed' }> {
  const e = env();
  const key = e.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? e.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '';
  const response = await fetch(`${e.NEXT_PUBLIC_SUPABASE_URL}/functions/v1/track-analytics`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}`, 'User-Agent': visitor.userAgent },
    body: JSON.stringify({ type: 'search', data: event }),
    signal: AbortSignal.timeout(5000),
  });
  const body = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string };
  // A response with success false carries its error text.
  if (!body.success) throw new Error(body.error ?? `track-analytics answered ${response.status}`);
  return { status: 'stored' };
}

/** Records a search; never throws (analytics must not break a page). */
export async function trackSearch(event: SearchEvent, visitor: Visitor): Promise<WriteResult | { status: 'failed' }> {
  try {
    if (chosenTransport() === 'supabase') return await trackThroughFunction(event, visitor);
    return writeResultSchema.parse(
      await dbCall('track_search', {
        p_search_term: event.searchTerm,
        p_search_type: event.searchType,
        p_results_found: event.resultsFound,
        p_result_count: event.resultCount,
        p_filters: event.filters,
        p_user_agent: visitor.userAgent,
        p_visitor_hash: visitor.hash,
      }),
    );
  } catch (error) {
    log.warn('[analytics] search not recorded', { error, route: 'analytics:search' });
    return { status: 'failed' };
  }
}
