import { monthlyReportBodySchema } from '@energiek/contracts/monthly-report';
import { toIsoDate } from '@energiek/contracts/format';
import { previousMonthOf } from '@energiek/domain/monthly-report';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { UI_TEXTS } from '../../../components/ui/texts.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useCreateMonthlyReport } from '../api/library.ts';
import { LIBRARY_TEXTS } from '../texts.ts';

const T = LIBRARY_TEXTS.monthlyReport;

/** An admin makes a month's report of the customer: filed in Rapportages, mailed when asked. */
export function MonthlyReportDialog({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const create = useCreateMonthlyReport(customerId);
  const contract = useContractForm({
    schema: monthlyReportBodySchema,
    defaultValues: { month: previousMonthOf(toIsoDate(new Date())), mail: false },
    kind: 'create',
    save: async (body) => {
      const made = await create.mutateAsync(body);
      onClose();
      return made;
    },
    savedMessage: (made) => (made.mailedTo > 0 ? T.doneMailed(made.mailedTo) : T.done),
    labels: { month: T.month, mail: T.mail },
  });
  const { register } = contract.form;

  return (
    <Modal
      open
      title={T.title}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="border" onClick={onClose}>
            {UI_TEXTS.cancel}
          </Button>
          <Button type="submit" form={contract.formId} loading={contract.saving}>
            {T.submit}
          </Button>
        </>
      }
    >
      <ContractForm contract={contract} className="space-y-5">
        <p className="text-sm text-slate-600">{T.intro}</p>
        <TextField
          label={T.month}
          type="month"
          required
          error={contract.errorOf('month')}
          {...register('month')}
        />
        <Checkbox label={T.mail} {...register('mail')} />
      </ContractForm>
    </Modal>
  );
}
