import type { DocumentItem } from '@energiek/contracts/library';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDeleteDocument } from '../api/library.ts';
import { LIBRARY_TEXTS } from '../texts.ts';

const T = LIBRARY_TEXTS.deleteDialog;

/** 'Weet je het zeker?' before a file is deleted for good. */
export function DeleteDialog({
  customerId,
  document,
  onClose,
}: {
  customerId: number;
  document: DocumentItem;
  onClose: () => void;
}) {
  const remove = useDeleteDocument(customerId);
  const toast = useToast();
  return (
    <Modal
      open
      title={T.title}
      onClose={onClose}
      okLabel={T.submit}
      okLoading={remove.isPending}
      destructive
      onOk={() =>
        remove.mutate(document.id, {
          onSuccess: () => {
            toast.success(T.done);
            onClose();
          },
          onError: (error) => toast.error(serverMessage(error)),
        })
      }
    >
      <p className="text-sm text-slate-700">{T.text(document.fileName)}</p>
    </Modal>
  );
}
