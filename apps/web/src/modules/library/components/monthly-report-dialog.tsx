import { monthlyReportBodySchema } from '@energiek/contracts/monthly-report';
import { toIsoDate } from '@energiek/contracts/format';
import { previousMonthOf } from '@energiek/domain/monthly-report';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useCreateMonthlyReport } from '../api/library.ts';
import { LIBRARY_TEXTS } from '../texts.ts';

const T = LIBRARY_TEXTS.monthlyReport;

/** An admin makes a month's report of the customer: filed in Rapportages, mailed when asked. */
export function MonthlyReportDialog({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const create = useCreateMonthlyReport(customerId);
  const contract = useDialogForm({
    schema: monthlyReportBodySchema,
    defaultValues: { month: previousMonthOf(toIsoDate(new Date())), mail: false },
    onClose,
    save: (body) => create.mutateAsync(body),
    savedMessage: (made) => (made.mailedTo > 0 ? T.doneMailed(made.mailedTo) : T.done),
    labels: { month: T.month, mail: T.mail },
  });
  const { register } = contract.form;

  return (
    <FormDialog
      contract={contract}
      title={T.title}
      submitLabel={T.submit}
      onClose={onClose}
      className="space-y-5"
    >
      <p className="text-sm text-slate-600">{T.intro}</p>
      <TextField type="month" required {...contract.field('month', T.month)} />
      <Checkbox label={T.mail} {...register('mail')} />
    </FormDialog>
  );
}
