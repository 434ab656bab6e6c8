'use server';

import { storeFamilyInfo } from '../data/writes';
import { DbUnavailableError } from '../db';
import { familyInfoSchema, fieldErrors } from '../validation/forms';
import { currentVisitor } from '../request/visitor';
import { formText as text, idempotencyKey, submittedForm, typedValues } from './form-data';
import { NO_FORM_RESULT, RATE_LIMIT_MESSAGE, type ActionResult } from './types';
import { log } from '../server/log';
import { currentRequestId } from '../request/current-request-id';

const FIELDS = ['userName', 'userTown', 'userRegion', 'userEmail', 'kuldevtaInfo'] as const;

/** Stores family information from the submission form as 'pending' for review. */
export async function submitFamilyInfoAction(previous: ActionResult, posted: FormData): Promise<ActionResult> {
  const form = submittedForm(previous, posted);
  if (!form) return NO_FORM_RESULT;
  // A filled honeypot is a bot: answer as if stored, store nothing.
  if (text(form, 'website')) return { status: 'success' };
  const parsed = familyInfoSchema.safeParse({
    userName: text(form, 'userName'),
    userTown: text(form, 'userTown'),
    userRegion: text(form, 'userRegion'),
    userEmail: text(form, 'userEmail'),
    kuldevtaInfo: text(form, 'kuldevtaInfo'),
    searchTerm: text(form, 'searchTerm'),
  });
  if (!parsed.success) {
    return {
      status: 'invalid',
      message: 'Please correct the highlighted fields.',
      fieldErrors: fieldErrors(parsed.error),
      values: await typedValues(form, FIELDS),
    };
  }
  try {
    const result = await storeFamilyInfo(parsed.data, await currentVisitor(), idempotencyKey(form));
    if (result.status === 'stored') return { status: 'success' };
    if (result.status === 'rate_limited') return { status: 'error', message: RATE_LIMIT_MESSAGE, values: await typedValues(form, FIELDS) };
    return { status: 'invalid', message: result.message, fieldErrors: { [result.field]: result.message }, values: await typedValues(form, FIELDS) };
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
