import { useState } from 'react';
import { interestBodySchema } from '@energiek/contracts/collective';
import { ContractForm, FormSubmit } from '../../../../components/form/contract-form.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { useSubmitInterest } from '../api/interest.ts';
import { COLLECTIVE_TEXTS } from '../texts.ts';

const T = COLLECTIVE_TEXTS.interest;
const EMPTY = { name: '', company: '', emailAddress: '', phone: '', expectedVolume: '', message: '' };

/** The interest form of /collectief: a back-office colleague follows it up. */
export function InterestForm() {
  const submit = useSubmitInterest();
  const [sent, setSent] = useState<string | null>(null);
  const contract = useContractForm({
    schema: interestBodySchema,
    defaultValues: EMPTY,
    kind: 'create',
    save: async (body) => {
      const result = await submit.mutateAsync(body);
      setSent(result.message);
      return result;
    },
    clearAfterSave: true,
    savedMessage: T.sent,
    labels: T,
  });
  const { register } = contract.form;
  const field = (name: 'name' | 'company' | 'emailAddress' | 'phone', extra: object = {}) => (
    <TextField label={T[name]} error={contract.errorOf(name)} {...extra} {...register(name)} />
  );

  return (
    <section aria-labelledby="interest-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h2 id="interest-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {T.title}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">{T.intro}</p>
        {sent ? (
          <Alert tone="success" title={T.sent} className="mt-6">
            {sent}
          </Alert>
        ) : (
          <ContractForm contract={contract} className="mt-6 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {field('name', { required: true, autoComplete: 'name' })}
              {field('company', { required: true, autoComplete: 'organization' })}
              {field('emailAddress', { required: true, type: 'email', autoComplete: 'email' })}
              {field('phone', { type: 'tel', autoComplete: 'tel' })}
              <TextField
                hint={T.expectedVolumeHint}
                {...contract.field('expectedVolume', T.expectedVolume)}
              />
            </div>
            <Textarea rows={4} {...contract.field('message', T.message)} />
            <FormSubmit label={T.submit} saving={contract.saving} />
          </ContractForm>
        )}
      </div>
    </section>
  );
}
