import { multipartBody, multipartType } from '../../lib/testing/action-requests';

/**
 * The contact form's server action, called over HTTP as the browser's form calls it (a fetch
 * action: header Next-Action, the arguments as multipart), for tests that send many messages
 * or send them where no browser goes.
 */

/** The action's id, from the form the page renders for a post without JavaScript. */
export async function contactActionId(base: string): Promise<string> {
  const page = await (await fetch(`${base}/contact`)).text();
  const meta = /name="\$ACTION_1:0" value="([^"]+)"/.exec(page)?.[1]?.replaceAll('&quot;', '"');
  if (!meta) throw new Error('The contact page has no form that posts to its action');
  return (JSON.parse(meta) as { id: string }).id;
}

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
  idempotencyKey?: string;
}

export type ContactAnswer = 'sent' | 'rate limited' | 'invalid' | 'error' | `HTTP ${number}`;

/** Sends one message; `headers` are added (X-Forwarded-For, Origin...). */
export async function sendContact(
  base: string,
  actionId: string,
  fields: ContactFields,
  headers: Record<string, string> = {},
): Promise<ContactAnswer> {
  const response = await fetch(`${base}/contact`, {
    method: 'POST',
    headers: { 'Next-Action': actionId, Accept: 'text/x-component', 'Content-Type': multipartType(), Origin: new URL(base).origin, ...headers },
    body: multipartBody([...Object.entries(fields).map(([k, v]): [string, string] => [`_1_${k}`, String(v)]), ['0', '[{"status":"idle"},"$K1"]']]),
  });
  const text = await response.text();
  if (response.status !== 200) return `HTTP ${response.status}`;
  if (text.includes('Your message has been sent successfully')) return 'sent';
  if (text.includes('You have sent several messages in a short time')) return 'rate limited';
  if (text.includes('"status":"invalid"')) return 'invalid';
  return 'error';
}
