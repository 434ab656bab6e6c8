import type { z } from 'zod';
import type { WriteResult } from '../data/writes';
import { DbUnavailableError } from '../db';
import { currentRequestId } from '../request/current-request-id';
import { currentVisitor, type Visitor } from '../request/visitor';
import { log } from '../server/log';
import { checkedForm, formText as text, idempotencyKey, refusedWrite, submittedForm, typedValues } from './form-data';
import { NO_FORM_RESULT, type ActionResult } from './types';

/**
 * A family's word sent through a form (a confirmation, a correction, a prayer): checked, then
 * stored pending by its database function; what was typed comes back on any failure, with and
 * without JavaScript, and the page says a reviewer reads it before it counts.
 */
export async function familyWordAction<S extends z.ZodObject>(
  previous: ActionResult,
  posted: FormData,
  {
    schema,
    fields,
    store,
    route,
  }: {
    schema: S;
    fields: readonly string[];
    store: (data: z.output<S>, visitor: Visitor, key: string | null) => Promise<WriteResult>;
    route: string;
  },
): Promise<ActionResult> {
  const form = submittedForm(previous, posted);
  if (!form) return NO_FORM_RESULT;
  // A filled honeypot is a bot: answer as if stored, store nothing.
  if (text(form, 'website')) return { status: 'success' };
  const checked = await checkedForm(form, schema, fields);
  if ('answer' in checked) return checked.answer;
  try {
    const result = await store(checked.data, await currentVisitor(), idempotencyKey(form));
    return result.status === 'stored' ? { status: 'success' } : await refusedWrite(form, fields, result);
  } catch (error) {
    log.error('[family word] not stored', { error, route, requestId: await currentRequestId() });
    return {
      status: 'error',
      message:
        error instanceof DbUnavailableError
          ? 'What you sent could not be saved right now. Please try again in a moment; what you typed is still here.'
          : 'Something went wrong. Please try again; what you typed is still here.',
      values: await typedValues(form, fields),
    };
  }
}
