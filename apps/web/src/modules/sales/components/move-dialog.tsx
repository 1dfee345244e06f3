import { z } from 'zod';
import { DEAL_STAGE_LABELS, type DealItem, type DealStage } from '@energiek/contracts/sales';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { SALES_TEXTS } from '../texts.ts';

const T = SALES_TEXTS.move;

// The reason as typed; the server checks it (a lost deal needs one) and its 422 lands at the field.
const moveFormSchema = z.object({ lostReason: z.string() });

export type PendingMove = { deal: DealItem; stage: DealStage };

type MoveDialogProps = {
  move: PendingMove | null;
  onCancel: () => void;
  /**
   * Moves the deal (the page says so and closes the dialog); rejects only with a refusal of the reason,
   * which then shows at the field.
   */
  onConfirm: (lostReason: string | null) => Promise<void>;
};

/** Asks before a deal becomes won (a customer and an action follow) or lost (with the reason). */
export function MoveDialog({ move, onCancel, onConfirm }: MoveDialogProps) {
  return move ? (
    <MoveForm key={`${move.deal.id}-${move.stage}`} move={move} onCancel={onCancel} onConfirm={onConfirm} />
  ) : null;
}

function MoveForm({ move, onCancel, onConfirm }: MoveDialogProps & { move: PendingMove }) {
  const lost = move.stage === 'verloren';
  const contract = useDialogForm({
    schema: moveFormSchema,
    defaultValues: { lostReason: '' },
    save: ({ lostReason }) => onConfirm(lost ? lostReason : null),
    // The page closes the dialog and shows the toast (a move by drag and drop says the same).
    onClose: () => {},
    savedMessage: false,
    labels: { lostReason: T.lostReason },
  });
  return (
    <FormDialog
      contract={contract}
      title={lost ? T.lostTitle : T.wonTitle}
      submitLabel={lost ? T.okLost : T.okWon}
      onClose={onCancel}
    >
      {lost ? (
        <Textarea
          label={T.lostReason}
          required
          rows={3}
          error={contract.errorOf('lostReason')}
          {...contract.form.register('lostReason')}
        />
      ) : (
        <p>
          {T.wonText(move.deal.companyName, move.deal.customer === null)} ({DEAL_STAGE_LABELS[move.stage]})
        </p>
      )}
    </FormDialog>
  );
}
