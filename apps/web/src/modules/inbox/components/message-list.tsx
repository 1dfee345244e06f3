import { formatDateTime } from '@energiek/contracts/format';
import type { InboxListItem } from '@energiek/contracts/inbox';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { INBOX_TEXTS } from '../texts.ts';

const T = INBOX_TEXTS;

type MessageListProps = {
  messages: readonly InboxListItem[];
  loading: boolean;
  selectedId: number;
  onSelect: (id: number) => void;
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
};

/**
 * The conversations as a mail list, one row each (its newest message): sender, subject, preview; unread
 * in bold with a dot.
 */
export function MessageList(props: MessageListProps) {
  const { messages, loading, selectedId, onSelect, page, lastPage, onPageChange } = props;
  if (loading) {
    return (
      <div className="flex justify-center p-8">
        <Spinner />
      </div>
    );
  }
  return (
    <div>
      {messages.length === 0 ? <p className="p-6 text-center text-slate-600">{T.empty}</p> : null}
      <ul aria-label={T.table} className="divide-y divide-slate-100" data-testid="inbox-list">
        {messages.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              onClick={() => onSelect(m.id)}
              aria-current={m.id === selectedId ? 'true' : undefined}
              data-testid="inbox-item"
              className={`block w-full min-w-0 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${m.id === selectedId ? 'bg-brand-50' : ''}`}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className={`truncate ${m.isRead ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>
                  {m.isRead ? null : (
                    <span className="mr-2 inline-block size-2 rounded-full bg-brand-600" title={T.unreadMark}>
                      <span className="sr-only">{T.unreadMark}</span>
                    </span>
                  )}
                  {m.fromName || m.fromAddress}
                </span>
                <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                  {formatDateTime(m.receivedAt)}
                </span>
              </span>
              <span
                className={`block truncate ${m.isRead ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
              >
                {m.subject || T.noSubject}
              </span>
              <span className="block truncate text-sm text-slate-500">{m.preview}</span>
              <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
                <span>{m.customer?.name ?? T.noCustomer}</span>
                {m.assignee ? <span>{m.assignee.name}</span> : null}
                {m.messageCount > 1 ? (
                  <span data-testid="inbox-item-count">{T.received(m.messageCount)}</span>
                ) : null}
                {m.attachmentCount > 0 ? <span>{T.attachments(m.attachmentCount)}</span> : null}
                {m.replyCount > 0 ? <span>{T.replies(m.replyCount)}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {lastPage > 1 ? (
        <div className="flex items-center justify-between border-t border-slate-100 px-4 py-2 text-sm">
          <Button variant="link" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {T.previous}
          </Button>
          <span className="tabular-nums">
            {page} / {lastPage}
          </span>
          <Button variant="link" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
            {T.next}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
