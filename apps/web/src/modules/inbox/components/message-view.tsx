import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { saveErrorMessage } from '../../../lib/api-errors.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { Link } from 'react-router';
import {
  useAttachmentToInvoice,
  useAttachmentToLibrary,
  useInboxInvoiceImport,
  useInboxMessage,
  useUpdateInboxMessage,
} from '../api/inbox.ts';
import { INBOX_TEXTS } from '../texts.ts';
import { MessageBody } from './message-body.tsx';
import { MessageTools } from './message-tools.tsx';
import { ReplyForm } from './reply-form.tsx';

const T = INBOX_TEXTS;

type MessageViewProps = { id: number; onClose: () => void };

/** One message with its conversation, the tools and the answer form. Opening it marks it read (once). */
export function MessageView({ id, onClose }: MessageViewProps) {
  const toast = useToast();
  const message = useInboxMessage(id);
  const update = useUpdateInboxMessage(id);
  const toLibrary = useAttachmentToLibrary(id);
  const [busyAttachment, setBusyAttachment] = useState<number | null>(null);
  const canStore = usePermission({ can: 'organisation-documents:write' });
  const toInvoice = useAttachmentToInvoice(id);
  const canImport = usePermission({ can: 'organisation-invoices:write' });
  const [imported, setImported] = useState<{ id: number; customerId: number; fileName: string } | null>(null);
  const invoiceImport = useInboxInvoiceImport(imported);
  const markedRead = useRef<number | null>(null);
  const data = message.data;
  const { mutate } = update;

  useEffect(() => {
    if (!data || data.isRead || markedRead.current === data.id) return;
    markedRead.current = data.id;
    mutate({ isRead: true });
  }, [data, mutate]);

  if (message.isError) return <Alert tone="error" title={T.detailFailed} />;
  if (!data) {
    return (
      <div className="flex justify-center p-8">
        <Spinner />
      </div>
    );
  }

  const store = (attachmentId: number) => {
    setBusyAttachment(attachmentId);
    toLibrary.mutate(attachmentId, {
      onSuccess: (saved) => toast.success(T.toasts.toLibrary(saved.fileName)),
      onError: (error) => toast.error(saveErrorMessage(error)),
      onSettled: () => setBusyAttachment(null),
    });
  };
  const onToLibrary = canStore && data.customer ? store : undefined;
  const importAsInvoice = (attachmentId: number) => {
    const fileName =
      data.thread.flatMap((m) => m.attachments).find((a) => a.id === attachmentId)?.fileName ?? '';
    // Negative: the busy mark of the invoice button, apart from the library button's.
    setBusyAttachment(-attachmentId);
    toInvoice.mutate(attachmentId, {
      onSuccess: (started) => setImported({ id: started.id, customerId: started.customerId, fileName }),
      onError: (error) => toast.error(saveErrorMessage(error)),
      onSettled: () => setBusyAttachment(null),
    });
  };
  const onToInvoice = canImport && data.customer ? importAsInvoice : undefined;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="inbox-detail">
      <Button variant="link" className="self-start lg:hidden" onClick={onClose}>
        {T.back}
      </Button>
      <h2 className="min-w-0 text-xl font-semibold break-words text-slate-900">
        {data.subject || T.noSubject}
      </h2>
      <MessageTools message={data} onLeave={onClose} />
      <section aria-label={T.detail.thread} className="flex flex-col gap-3">
        {data.thread.map((m) => (
          <MessageBody
            key={m.id}
            message={m}
            onToLibrary={m.direction === 'in' ? onToLibrary : undefined}
            onToInvoice={m.direction === 'in' ? onToInvoice : undefined}
            busyAttachment={busyAttachment}
          />
        ))}
      </section>
      {imported ? <InvoiceImportStatus imported={imported} result={invoiceImport.data} /> : null}
      <ReplyForm key={data.thread.length} messageId={data.id} />
    </div>
  );
}

type ImportResult = ReturnType<typeof useInboxInvoiceImport>['data'];

/** Where the attachment's invoice import stands: running, the invoice made (a link) or the reasons. */
function InvoiceImportStatus({
  imported,
  result,
}: {
  imported: { customerId: number; fileName: string };
  result: ImportResult;
}) {
  const I = T.invoiceImport;
  const file = result?.files[0];
  if (!result || (result.status !== 'done' && result.status !== 'failed')) {
    return <Alert tone="info" title={I.running(imported.fileName)} />;
  }
  if (file?.invoiceId) {
    return (
      <Alert tone="success" title={I.done(imported.fileName)}>
        <Link
          className="underline"
          to={`/v3/customers/${imported.customerId}/invoices/${file.invoiceId}/show`}
        >
          {I.open(file.number ?? '')}
        </Link>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={I.failed(imported.fileName)}>
      <ul>
        {(file?.errors ?? []).map((e, i) => (
          <li key={i}>{e.message}</li>
        ))}
      </ul>
    </Alert>
  );
}
