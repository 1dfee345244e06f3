import { formatDateTime } from '@energiek/contracts/format';
import type { InboxMessage } from '@energiek/contracts/inbox';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { exportClickHandler } from '../../../lib/download.ts';
import { attachmentUrl } from '../api/inbox.ts';
import { INBOX_TEXTS } from '../texts.ts';

const T = INBOX_TEXTS.detail;

type MessageBodyProps = {
  message: InboxMessage;
  /** Shows 'Naar bibliotheek' for attachments not yet in the library (customer linked, allowed). */
  onToLibrary?: ((attachmentId: number) => void) | undefined;
  busyAttachment?: number | null;
  /** Shows 'Als factuur importeren' for PDF and XML attachments (customer linked, allowed). */
  onToInvoice?: ((attachmentId: number) => void) | undefined;
};

// Styles for the sanitised mail HTML (the server allows only text markup, links and tables).
const HTML_CLASSES =
  'min-w-0 overflow-x-auto break-words text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_ul]:list-disc';

/** One message of a conversation: who, when, the text (sanitised HTML or plain) and its attachments. */
/** A PDF or XML attachment can be imported as an invoice (the import checks the bytes). */
const isInvoiceFile = (a: { fileName: string; contentType: string }) =>
  /\.(pdf|xml)$/i.test(a.fileName) || /^(application\/pdf|application\/xml|text\/xml)\b/i.test(a.contentType);

export function MessageBody({ message, onToLibrary, busyAttachment, onToInvoice }: MessageBodyProps) {
  const outgoing = message.direction === 'out';
  return (
    <article
      className={`rounded-lg border p-4 ${outgoing ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'}`}
      data-testid={outgoing ? 'inbox-answer' : 'inbox-message'}
    >
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="min-w-0 truncate font-medium text-slate-900">
          {outgoing && message.sentBy
            ? T.sentBy(message.sentBy.name)
            : `${message.fromName ? `${message.fromName} ` : ''}<${message.fromAddress}>`}
        </span>
        <span className="text-slate-500 tabular-nums">{formatDateTime(message.receivedAt)}</span>
      </header>
      {message.html ? (
        // Sanitised on the server when received (allowlist: no scripts, handlers, images or forms).
        <div className={HTML_CLASSES} dangerouslySetInnerHTML={{ __html: message.html }} />
      ) : (
        <p className="break-words whitespace-pre-wrap text-slate-800">{message.text}</p>
      )}
      {message.attachments.length > 0 ? (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <h3 className="mb-2 text-sm font-medium text-slate-700">{T.attachments}</h3>
          <ul className="flex flex-col gap-2">
            {message.attachments.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-2 text-sm">
                <Icon name="folder" className="size-4 text-slate-500" />
                <a
                  href={attachmentUrl(message.id, a.id)}
                  onClick={exportClickHandler(a.fileName)}
                  className="min-w-0 truncate text-brand-700 underline"
                  title={T.download}
                >
                  {a.fileName}
                </a>
                <span className="text-slate-500">({Math.max(1, Math.round(a.size / 1024))} kB)</span>
                {a.documentId !== null ? (
                  <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">{T.inLibrary}</span>
                ) : onToLibrary ? (
                  <Button variant="link" loading={busyAttachment === a.id} onClick={() => onToLibrary(a.id)}>
                    {T.toLibrary}
                  </Button>
                ) : null}
                {onToInvoice && isInvoiceFile(a) ? (
                  <Button variant="link" loading={busyAttachment === -a.id} onClick={() => onToInvoice(a.id)}>
                    {T.toInvoice}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
