'use server';

import { storeFamilyInfo } from '../data/writes';
import { DbUnavailableError } from '../db';
import { familyInfoSchema } from '../validation/forms';
import { currentVisitor } from '../request/visitor';
import { checkedForm, formText as text, idempotencyKey, refusedWrite, submittedForm, typedValues } from './form-data';
import { NO_FORM_RESULT, type ActionResult } from './types';
import { log } from '../server/log';
import { currentRequestId } from '../request/current-request-id';

const FIELDS = ['userName', 'userTown', 'userRegion', 'userEmail', 'kuldevtaInfo'] as const;

/** Stores family information from the submission form as 'pending' for review. */
export async function submitFamilyInfoAction(previous: ActionResult, posted: FormData): Promise<ActionResult> {
  const form = submittedForm(previous, posted);
  if (!form) return NO_FORM_RESULT;
  // A filled honeypot is a bot: answer as if stored, store nothing.
  if (text(form, 'website')) return { status: 'success' };
  const checked = await checkedForm(form, familyInfoSchema, FIELDS);
  if ('answer' in checked) return checked.answer;
  try {
    const result = await storeFamilyInfo(checked.data, await currentVisitor(), idempotencyKey(form));
    return result.status === 'stored' ? { status: 'success' } : await refusedWrite(form, FIELDS, result);
  } catch (error) {
    // A failed submission is logged; the visitor is told too, and keeps what they typed.
    log.error('[submission] not stored', { error, route: 'action:submitFamilyInfo', requestId: await currentRequestId() });
    return {
      status: 'error',
      message:
        error instanceof DbUnavailableError
          ? 'Your information could not be saved right now. Please try again in a moment; what you typed is still here.'
          : 'Something went wrong. Please try again; what you typed is still here.',
      values: await typedValues(form, FIELDS),
    };
  }
}
