import { formatDate } from '@energiek/contracts/format';
import { lowTariffBodySchema, type LowTariffSetting } from '@energiek/contracts/master-data';
import { ContractForm, FormSubmit } from '../../../components/form/contract-form.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useGridOperatorLowTariff, useSaveGridOperatorLowTariff } from '../api/master-data.ts';
import { LOW_TARIFF_TEXTS as T } from '../texts.ts';
import { LowTariffRegions } from './low-tariff-regions.tsx';

const REBUILD_STATE = { queued: 'created', running: 'active', done: 'completed', failed: 'failed' } as const;

function LowTariffForm({ setting }: { setting: LowTariffSetting }) {
  const save = useSaveGridOperatorLowTariff(setting.gridOperatorId);
  const contract = useContractForm({
    schema: lowTariffBodySchema,
    defaultValues: {
      from: setting.from,
      to: setting.to,
      weekends: setting.weekends,
      holidays: setting.holidays,
      regions: setting.regions,
    },
    kind: 'create',
    save: (body) => save.mutateAsync(body),
    savedMessage: T.saved,
    labels: { from: T.from, to: T.to, weekends: T.weekends, holidays: T.holidays },
  });
  const { register } = contract.form;
  return (
    <ContractForm contract={contract} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={T.from}
          inputMode="numeric"
          error={contract.errorOf('from')}
          {...register('from')}
        />
        <TextField label={T.to} inputMode="numeric" error={contract.errorOf('to')} {...register('to')} />
      </div>
      <Checkbox label={T.weekends} error={contract.errorOf('weekends')} {...register('weekends')} />
      <Checkbox
        label={T.holidays}
        hint={T.holidaysHint}
        error={contract.errorOf('holidays')}
        {...register('holidays')}
      />
      <LowTariffRegions control={contract.form.control} register={register} errorOf={contract.errorOf} />
      <p className="text-sm text-slate-600">{T.rebuildNote}</p>
      <FormSubmit label={T.save} saving={contract.saving} />
    </ContractForm>
  );
}

/** The grid operator's low-tariff window, its holidays this year and the recalculation after a change. */
export function LowTariffCard({ gridOperatorId }: { gridOperatorId: number }) {
  const query = useGridOperatorLowTariff(gridOperatorId);
  const mayWrite = usePermission({ allOf: ['is:admin', 'master-data:write'] });
  const setting = query.data;
  const year = String(new Date().getFullYear());
  return (
    <Card title={T.title} landmark>
      <p className="mb-4 text-sm text-slate-600">{T.intro}</p>
      {query.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      {query.isPending ? <Spinner /> : null}
      {setting ? (
        <div className="space-y-4">
          {setting.isDefault ? <Alert tone="info" title={T.isDefault} /> : null}
          {setting.rebuild && setting.rebuild.status !== 'done' ? (
            <ProgressBar
              label={T.rebuild}
              value={setting.rebuild.progress}
              state={REBUILD_STATE[setting.rebuild.status]}
            />
          ) : null}
          {setting.rebuild?.status === 'done' ? (
            <p className="text-sm text-green-700">{T.rebuildDone}</p>
          ) : null}
          {mayWrite ? (
            <LowTariffForm
              key={`${setting.from}-${setting.to}-${setting.weekends}-${setting.holidays}-${JSON.stringify(setting.regions)}`}
              setting={setting}
            />
          ) : (
            // Readers without master-data:write see the window, not a form they could not save.
            <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
              <dt className="font-medium">{T.from}</dt>
              <dd className="tabular-nums">{setting.from}</dd>
              <dt className="font-medium">{T.to}</dt>
              <dd className="tabular-nums">{setting.to}</dd>
              <dt className="font-medium">{T.weekends}</dt>
              <dd>{setting.weekends ? 'Ja' : 'Nee'}</dd>
              <dt className="font-medium">{T.holidays}</dt>
              <dd>{setting.holidays ? 'Ja' : 'Nee'}</dd>
              <dt className="font-medium">{T.regions.title}</dt>
              <dd>
                {setting.regions.length === 0 ? (
                  T.regions.none
                ) : (
                  <ul>
                    {setting.regions.map((r) => (
                      <li key={r.postcodeFrom}>
                        {T.regions.row(r.name, r.postcodeFrom, r.postcodeTo, r.from, r.to)}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </dl>
          )}
          {setting.holidayList.length > 0 ? (
            <div>
              <h3 className="mb-2 text-sm font-medium text-slate-700">{T.holidayList(year)}</h3>
              <ul className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
                {setting.holidayList.map((holiday) => (
                  <li key={holiday.day}>
                    <span className="tabular-nums">{formatDate(holiday.day)}</span> {holiday.name}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
