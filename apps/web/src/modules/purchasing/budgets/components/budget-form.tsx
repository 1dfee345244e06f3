import { budgetCreateSchema, type BudgetItem } from '@energiek/contracts/budgets';
import { ContractForm, FormActions } from '../../../../components/form/contract-form.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { useSaveBudget } from '../api/budgets.ts';
import { BUDGETS_TEXTS } from '../texts.ts';

const T = BUDGETS_TEXTS.form;
const comma = (value: number) => String(value).replace('.', ',');

/** Create or edit one budget; the contract's schema validates (decimals with a comma are fine). */
export function BudgetForm({
  customerId,
  budget,
  year,
}: {
  customerId: number;
  budget: BudgetItem | undefined;
  year: number;
}) {
  const save = useSaveBudget(customerId, budget?.id);
  const listPath = `/v3/customers/${customerId}/budgets?year=${budget?.year ?? year}`;
  const contract = useContractForm({
    schema: budgetCreateSchema,
    defaultValues: {
      year: String(budget?.year ?? year),
      product: String(budget?.product ?? 1),
      amount: budget ? comma(budget.amount) : '',
      volume: budget ? comma(budget.volume) : '',
      note: budget?.note ?? '',
    },
    kind: budget ? 'edit' : 'create',
    save: (body) => save.mutateAsync(body),
    savedMessage: (saved) => T.saved(saved.year),
    savedTo: (saved) => `/v3/customers/${customerId}/budgets?year=${saved.year}`,
    labels: T,
  });
  return (
    <ContractForm contract={contract} className="space-y-6">
      <Card title={budget ? T.editTitle : T.createTitle}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField required inputMode="numeric" {...contract.field('year', T.year)} />
          <Select
            required
            placeholder={null}
            options={[
              { value: '1', label: 'Elektriciteit' },
              { value: '2', label: 'Gas' },
            ]}
            {...contract.field('product', T.product)}
          />
          <TextField required inputMode="decimal" {...contract.field('amount', T.amount)} />
          <TextField required inputMode="decimal" {...contract.field('volume', T.volume)} />
          <Textarea className="sm:col-span-2" {...contract.field('note', T.note)} />
        </div>
      </Card>
      {budget ? null : <FormActions submitLabel={T.save} cancelTo={listPath} saving={contract.saving} />}
    </ContractForm>
  );
}
