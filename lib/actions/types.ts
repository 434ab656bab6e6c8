/** What a form action answers: a message safe to show, and errors per field. */
export interface ActionResult {
  status: 'idle' | 'success' | 'invalid' | 'error';
  message?: string;
  fieldErrors?: Record<string, string>;
  /** What was typed, on an answer to a form posted without JavaScript that was not stored. */
  values?: Record<string, string>;
}

export const idleResult: ActionResult = { status: 'idle' };

export const RATE_LIMIT_MESSAGE =
  'You have sent several messages in a short time. Please wait a few minutes and try again; what you typed is still here.';

/** The answer to a request that carried no form at all. */
export const NO_FORM_RESULT: ActionResult = { status: 'invalid', message: 'Nothing was sent: please fill in the form and try again.' };
