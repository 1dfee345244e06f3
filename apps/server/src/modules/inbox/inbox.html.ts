import sanitizeHtml from 'sanitize-html';

// Incoming HTML is stored sanitised (allowlist): no scripts, styles, event handlers, forms or frames;
// links only http(s)/mailto and opened in a new tab without opener; images only inline (cid:/data:
// are dropped too, so nothing loads from the sender's server and no tracking pixel fires).

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'hr',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'td',
    'th',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** The HTML of a mail, safe to render in the app (null when nothing is left). */
export function sanitiseMailHtml(html: string): string | null {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' ? null : clean;
}
