import sanitizeHtml from 'sanitize-html';
import { KNOWLEDGEBASE_IMAGE_PATH } from '@energiek/contracts/knowledgebase';

// Article bodies come from the browser's rich-text editor and are shown to other users as HTML, so the
// server keeps only an allowlist (sanitize-html) before anything is stored: the editor's block formats
// (p, h2 Titel, h3 Subtitel), bold, italic, lists, links (http, https, mailto, tel only) and images served
// by this knowledge base. Event handlers, scripts, styles and javascript: URLs never get through.

const IMAGE_SRC = new RegExp(`^${KNOWLEDGEBASE_IMAGE_PATH.replace(/\//g, '\\/')}[a-z0-9][a-z0-9-]{7,99}$`);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'img', 'br'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Headings of another level become the nearest block format the editor has.
  transformTags: {
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    div: 'p',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  // An image from anywhere else (another site, a data: URL) is dropped: only our own uploads show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};
// target and rel are set by the transform above, after the allowlist check of the author's attributes.
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'target', 'rel'] };

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML, blocks separated by spaces (search and snippets). */
export function articleText(html: string): string {
  const spaced = html.replace(/<\/(p|h2|h3|li)>|<br\s*\/?>/gi, ' $&');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[\uE000\uE001]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The images of the knowledge base a body shows (their storage keys). */
export function imageKeys(html: string): string[] {
  const pattern = new RegExp(`src="${KNOWLEDGEBASE_IMAGE_PATH}([a-z0-9-]+)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}
