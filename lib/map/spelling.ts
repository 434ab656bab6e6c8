/** A place name folded for matching: no diacritics, case, spaces or punctuation. */
export function placeKey(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * A place name folded past the ways one Indian name is written in Latin letters, so that
 * "Sengaali Paalayam" and "Sengalipalayam", "Thaarapuram" and "Dharapuram", "Sooloor" and "Sulur",
 * "Idikarei" and "Idikarai" meet: long vowels written doubled (aa, ee, oo), aspirates (th, dh),
 * voiced and voiceless stops (Tamil script writes one letter for t and d, k and g, p and b),
 * doubled consonants, zh for l, ch for s, ei for ai, w for v. Used only when the exact name finds
 * nothing, and then under the same rule: one place, or none.
 */
export function variantKey(s: string): string {
  return placeKey(s)
    .replace(/zh/g, 'l')
    .replace(/([tdpbkgc])h/g, '$1')
    .replace(/c/g, 's')
    .replace(/d/g, 't')
    .replace(/g/g, 'k')
    .replace(/b/g, 'p')
    .replace(/w/g, 'v')
    .replace(/aa/g, 'a')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/ei/g, 'ai')
    .replace(/aiy/g, 'ay')
    .replace(/([a-z])\1+/g, '$1');
}

/** The gazetteer's name is another spelling of the place (not another place, such as the village a hamlet belongs to). */
export function isSpellingOf(gazetteerName: string, town: string): boolean {
  return placeKey(gazetteerName) !== placeKey(town) && variantKey(gazetteerName) === variantKey(town);
}
