import { z } from 'zod';
import { cleanLine, cleanText, cut } from './text';

// The visitor forms' fields, limits and messages. Shared by the forms (client hints) and the
// server actions (the check that counts); the SQL functions check the same limits again.

const required = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .transform(cleanLine)
    .pipe(z.string().min(1, `${field} is required`));

const between = (field: string, label: string) =>
  required(field).pipe(z.string().min(2, `${label} must be between 2 and 100 characters`).max(100, `${label} must be between 2 and 100 characters`));

export const familyInfoSchema = z.object({
  userName: between('Name', 'Name'),
  userTown: between('Town', 'Town'),
  userRegion: between('Region', 'Region'),
  userEmail: z
    .string()
    .optional()
    .transform((v) => cleanLine(v ?? '').toLowerCase())
    .pipe(z.union([z.literal(''), z.email('Invalid email address').max(254, 'Invalid email address')])),
  kuldevtaInfo: z
    .string({ error: 'Kuldevta information is required' })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, 'Kuldevta information is required')
        .min(10, 'Kuldevta information must be between 10 and 2000 characters')
        .max(2000, 'Kuldevta information must be between 10 and 2000 characters'),
    ),
  searchTerm: z
    .string()
    .optional()
    .transform((v) => cut(cleanLine(v ?? ''), 100)),
});
export type FamilyInfo = z.infer<typeof familyInfoSchema>;

export const contactSubjects = ['general', 'technical', 'content', 'feedback', 'spiritual', 'other'] as const;

export const contactSchema = z.object({
  name: required('Name').pipe(z.string().max(200, 'Name must not exceed 200 characters')),
  email: required('Email')
    .pipe(z.email('Invalid email address').max(254, 'Invalid email address'))
    .transform((v) => v.toLowerCase()),
  subject: z.enum(contactSubjects, { error: 'Subject is required' }),
  message: z
    .string({ error: 'Message is required' })
    .transform(cleanText)
    .pipe(z.string().min(1, 'Message is required').max(5000, 'Message must not exceed 5000 characters')),
});
export type ContactMessage = z.infer<typeof contactSchema>;

/** Field errors keyed by field name: the first message of each. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
