/**
 * Cleans visitor text as the spec says: markup and angle brackets stripped, control
 * characters removed, Unicode NFC, spaces trimmed. Used before every validation.
 */
export function cleanText(input: string): string {
  return input
    .normalize('NFC')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B\u2028\u2029\uFEFF]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Like cleanText, and single-line: for names, search terms and other one-line fields. */
export function cleanLine(input: string): string {
  return cleanText(input).replace(/\s+/g, ' ');
}
