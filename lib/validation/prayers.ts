import { z } from 'zod';
import { firstParam as first, pageParamSchema } from './params';
import { cleanLine, cut } from './text';

const languages = ['sanskrit', 'hindi', 'gujarati', 'marathi', 'tamil', 'telugu', 'kannada', 'malayalam', 'bengali', 'punjabi', 'english', 'other'];
const difficulties = ['beginner', 'intermediate', 'advanced', 'expert'];

/** Prayer list URLs: ?q=&language=&difficulty=&kind=&tab=&page=. Unknown values are ignored. */
export const prayerParamsSchema = z.object({
  q: z
    .unknown()
    .transform((v) => cut(cleanLine(first(v)), 100))
    .catch(''),
  language: z
    .unknown()
    .transform((v) => (languages.includes(first(v)) ? first(v) : ''))
    .catch(''),
  difficulty: z
    .unknown()
    .transform((v) => (difficulties.includes(first(v)) ? first(v) : ''))
    .catch(''),
  // A prayer type (aarti, stotra, bhajan...): a word; one no prayer has lists nothing, with the way back.
  kind: z
    .unknown()
    .transform((v) => (/^[a-z]{2,20}$/.test(first(v)) ? first(v) : ''))
    .catch(''),
  tab: z
    .unknown()
    .transform((v) => (['aartis', 'mantras'].includes(first(v)) ? (first(v) as 'aartis' | 'mantras') : 'all'))
    .catch('all' as const),
  page: pageParamSchema,
});
export type PrayerParams = z.infer<typeof prayerParamsSchema>;

export { prayerListHref } from '../urls/prayer';
