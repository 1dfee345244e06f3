// Dutch spelling variants the stemmer keeps apart (issue 31: `teruggaaf` must find "Teruggave"): the
// f/v alternation of a long vowel — teruggaaf/teruggave, bedrijf/bedrijven is stemmed alike already, but
// gaaf/gave, schoof/schoven, leef/leve are not. The search asks the query and its variant.

const F_TO_V = /\b([a-z]*?)(aa|ee|oo|uu)f\b/gi;
const V_TO_F = /\b([a-z]*?)([aeou])ve\b/gi;

/** The query with each long-vowel f/v word in its other spelling; null when nothing changes. */
export function spellingVariant(q: string): string | null {
  const variant = q
    .replace(F_TO_V, (_, stem: string, vowel: string) => `${stem}${vowel[0]}ve`)
    .replace(V_TO_F, (match: string, stem: string, vowel: string) =>
      // Only words the first replacement did not just write.
      q.includes(match) ? `${stem}${vowel}${vowel}f` : match,
    );
  return variant === q ? null : variant;
}
