/** How an article body looks, in the detail page and in the editor alike (h2 Titel, h3 Subtitel …). */
export const ARTICLE_BODY_CLASSES =
  'text-slate-800 break-words [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-lg [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0';

/**
 * The body as HTML. It was sanitised on the server with an allowlist before it was stored (no scripts,
 * event handlers or javascript: links can be in it), which is why it may be set as HTML here.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className={ARTICLE_BODY_CLASSES}
      data-testid="article-body"
      // Sanitised on the server (apps/server/src/modules/knowledgebase/sanitize.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
