import { useState } from 'react';
import { DEAL_STAGE_LABELS, type DealItem, type DealStage } from '@energiek/contracts/sales';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { SALES_TEXTS } from '../texts.ts';

const T = SALES_TEXTS.move;

export type PendingMove = { deal: DealItem; stage: DealStage };

type MoveDialogProps = {
  move: PendingMove | null;
  saving: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: (lostReason: string | null) => void;
};

/** Asks before a deal becomes won (a customer and an action follow) or lost (with the reason). */
export function MoveDialog({ move, saving, error, onCancel, onConfirm }: MoveDialogProps) {
  const [reason, setReason] = useState('');
  const lost = move?.stage === 'verloren';
  return (
    <Modal
      open={move !== null}
      title={lost ? T.lostTitle : T.wonTitle}
      onClose={() => {
        setReason('');
        onCancel();
      }}
      onOk={() => onConfirm(lost ? reason : null)}
      okLabel={lost ? T.okLost : T.okWon}
      okLoading={saving}
    >
      {move && lost ? (
        <Textarea
          label={T.lostReason}
          required
          rows={3}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.target.value)}
        />
      ) : move ? (
        <p>
          {T.wonText(move.deal.companyName, move.deal.customer === null)} ({DEAL_STAGE_LABELS[move.stage]})
        </p>
      ) : null}
    </Modal>
  );
}
