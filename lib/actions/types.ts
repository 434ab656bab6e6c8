/** What a form action answers: a message safe to show, and errors per field. */
export interface ActionResult {
  status: 'idle' | 'success' | 'invalid' | 'error';
  message?: string;
  fieldErrors?: Record<string, string>;
}

export const idleResult: ActionResult = { status: 'idle' };

export const RATE_LIMIT_MESSAGE =
  'You have sent several messages in a short time. Please wait a few minutes and try again; what you typed is still here.';
