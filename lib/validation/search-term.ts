import { z } from 'zod';
import { cleanLine } from './text';

// A search term is cleaned of markup, then 2 to 100 characters, and refused when it holds
// SQL keywords, a semicolon or a parenthesis.
const SQL_WORDS = /\b(select|insert|update|delete|drop|union|exec|declare)\b/i;

export const searchTermSchema = z
  .string({ error: 'Search term is required' })
  .transform((v) => cleanLine(v))
  .pipe(
    z
      .string()
      .min(1, 'Search term is required')
      .min(2, 'Search term must be at least 2 characters long')
      .max(100, 'Search term must not exceed 100 characters')
      .refine((v) => !SQL_WORDS.test(v) && !/[;()]/.test(v), 'Invalid search term'),
  );

export const searchTypeSchema = z.enum(['surname', 'deity'], { error: 'Invalid search type' });
