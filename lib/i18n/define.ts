import type { Language, OtherLanguage } from '@/lib/pages/kinds.mjs';

/** One text set per language, each of the shape of the English one. */
export type Messages<T> = Readonly<Record<Language, T>>;

/**
 * A set of texts in every language: the English ones give the shape (keys, and functions for
 * texts with numbers or names in them), and the compiler holds each translation to it, so no
 * language can miss a text or take other arguments.
 */
export function defineMessages<T>(en: T, others: Readonly<Record<OtherLanguage, NoInfer<T>>>): Messages<T> {
  return { en, ...others };
}
