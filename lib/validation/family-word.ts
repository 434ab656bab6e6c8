import { z } from 'zod';

/**
 * What a family sends about an answer: a confirmation, a correction, a prayer. The same limits
 * as the database's functions (which check again); every message says what to change.
 */
const line = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalLine = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/** The association a confirmation or a correction is about, as the page gave it. */
export const associationRef = z.object({
  surname: z.string().trim().min(1).max(100),
  community: z.string().trim().max(120).default(''),
  gotra: z.string().trim().max(100).default(''),
  deityId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(100),
});
export type AssociationRef = z.infer<typeof associationRef>;

export const confirmationSchema = associationRef.extend({
  region: line('Region', 2, 100),
  town: optionalLine('Town', 100),
  familyGotra: optionalLine('Gotra', 100),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

export const HOW_KNOWN = ['elders', 'register', 'book', 'site'] as const;
export const howKnownLabels: Record<(typeof HOW_KNOWN)[number], string> = {
  elders: 'From our elders',
  register: "From the family priest's or genealogist's register",
  book: 'From a book',
  site: 'From a website',
};

export const correctionSchema = associationRef
  .extend({
    theirDeity: line('The deity your family keeps', 2, 100),
    theirShrine: optionalLine('Shrine', 150),
    theirCommunity: optionalLine('Community', 120),
    theirGotra: optionalLine('Gotra', 100),
    how: z.enum(HOW_KNOWN, { message: 'Say how your family knows it' }),
    link: optionalLine('The book or address', 300),
    reason: z
      .string()
      .trim()
      .min(10, 'Say why, in at least 10 characters: the reason is required')
      .max(2000, 'The reason must be at most 2000 characters'),
    region: line('Region', 2, 100),
    town: optionalLine('Town', 100),
  })
  .superRefine((c, ctx) => {
    if ((c.how === 'book' || c.how === 'site') && !c.link)
      ctx.addIssue({ code: 'custom', path: ['link'], message: "Name the book, or give the site's address" });
    if (c.how === 'site' && c.link && !/^https?:\/\/\S+$/.test(c.link))
      ctx.addIssue({ code: 'custom', path: ['link'], message: "Give the site's full address, starting with https://" });
  });
export type Correction = z.infer<typeof correctionSchema>;

export const familyPrayerSchema = z.object({
  deityId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(100),
  title: line('Title', 2, 200),
  language: line('Language', 2, 40),
  text: z.string().trim().min(10, "The prayer's text must be at least 10 characters").max(8000, "The prayer's text must be at most 8000 characters"),
  source: line('Where the text comes from', 3, 300),
  link: optionalLine('Address', 300).refine(
    (s) => s === '' || /^https?:\/\/\S+$/.test(s),
    'Give the full address, starting with https://, or leave it empty',
  ),
  region: line('Region', 2, 100),
});
export type FamilyPrayerInput = z.infer<typeof familyPrayerSchema>;

/** An association's key (the database's private.association_key and the content build's associationKey say the same). */
export function associationKeyOf(a: { surname: string; community: string; gotra: string; deity_id: string }): string {
  const line = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
  return `${line(a.surname)}|${line(a.community)}|${line(a.gotra)}|${a.deity_id}`;
}
