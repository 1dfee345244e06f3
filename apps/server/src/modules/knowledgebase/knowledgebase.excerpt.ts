// The excerpt of an article in the list without a search (issue 31: excerpts were cut mid-word): the
// first `max` characters of its text, cut after the last whole word, with an ellipsis when there is more.
// A single word longer than `max` is cut at `max` (nothing else would fit). Pure; the repository reads
// the first `max + 1` characters of the text with its whitespace flattened (EXCERPT_READ), so that the
// function can tell whether there is more.

export const EXCERPT_LENGTH = 200;
/** Characters the repository reads: one more than the excerpt, to see whether a word runs on. */
export const EXCERPT_READ = EXCERPT_LENGTH + 1;

const ELLIPSIS = ' …';

export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Array.from counts code points (as PostgreSQL's left() does): a surrogate pair is never split.
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const limit = chars.slice(0, max).join('');
  // The last space at or before position max (the character after the limit may be that space): the
  // words before it are whole.
  const cut = chars
    .slice(0, max + 1)
    .join('')
    .lastIndexOf(' ', limit.length);
  const kept = cut > 0 ? limit.slice(0, cut) : limit;
  // No dangling punctuation before the ellipsis ("aan, …" reads as "aan …").
  return kept.replace(/[\s,;:–-]+$/u, '') + ELLIPSIS;
}
