import { Controller, useWatch } from 'react-hook-form';
import { formatCurrency, toIsoDate } from '@energiek/contracts/format';
import { isServiceActive, type ServiceDefinition } from '@energiek/contracts/services';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { ContractForm } from '../../../lib/use-contract-form.ts';
import type { serviceFormSchema } from '../service-form.ts';
import { MODULE_NAMES, SERVICES_TEXTS } from '../texts.ts';

type ServiceRowProps = {
  service: ServiceDefinition;
  /** The row's index in the form (catalogue order). */
  index: number;
  contract: ContractForm<typeof serviceFormSchema>;
  /** Price per year and description from /v3/control/services, when they are known. */
  terms?: { pricePerYear: string | null; description: string | null } | undefined;
};

function status(entry: {
  on: boolean;
  startDate: string | null;
  endDate: string | null;
}): keyof typeof SERVICES_TEXTS.status | null {
  if (!entry.on || !entry.startDate) return null;
  const today = toIsoDate(new Date());
  if (isServiceActive({ startDate: entry.startDate, endDate: entry.endDate }, today)) return 'active';
  return entry.startDate > today ? 'planned' : 'ended';
}

const STATUS_CLASSES = {
  active: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  planned: 'bg-amber-50 text-amber-700 ring-amber-600/20',
  ended: 'bg-slate-100 text-slate-600 ring-slate-500/20',
} as const;

/** One catalogue service: the switch, and when on its period and notes. */
export function ServiceRow({ service, index, contract, terms }: ServiceRowProps) {
  const { control, register, getValues, setValue } = contract.form;
  const entry = useWatch({ control, name: `services.${index}` });
  const state = status(entry);
  const on = register(`services.${index}.on`);
  return (
    <li className="px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Switch
            label={service.name}
            {...on}
            onChange={(event) => {
              // Switching on starts today unless a start date was chosen before.
              if (event.target.checked && !getValues(`services.${index}.startDate`))
                setValue(`services.${index}.startDate`, toIsoDate(new Date()), { shouldDirty: true });
              return on.onChange(event);
            }}
          />
          <p className="mt-1 ml-14 text-xs text-slate-500">
            {service.module
              ? SERVICES_TEXTS.module(MODULE_NAMES[service.module] ?? service.module)
              : SERVICES_TEXTS.noModule}
            {terms?.pricePerYear
              ? ` · ${SERVICES_TEXTS.price(formatCurrency(Number(terms.pricePerYear)))}`
              : ''}
          </p>
          {terms?.description ? (
            <p className="mt-1 ml-14 text-xs text-slate-600">{terms.description}</p>
          ) : null}
        </div>
        {state ? (
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${STATUS_CLASSES[state]}`}>
            {SERVICES_TEXTS.status[state]}
          </span>
        ) : null}
      </div>
      {entry.on ? (
        <div className="mt-4 grid gap-4 sm:ml-14 sm:grid-cols-2">
          <Controller
            control={control}
            name={`services.${index}.startDate`}
            render={({ field }) => (
              <DateInput
                label={`${SERVICES_TEXTS.startDate} (${service.name})`}
                required
                value={field.value}
                error={contract.errorOf(`services.${index}.startDate`)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Controller
            control={control}
            name={`services.${index}.endDate`}
            render={({ field }) => (
              <DateInput
                label={`${SERVICES_TEXTS.endDate} (${service.name})`}
                hint={SERVICES_TEXTS.endDateHint}
                value={field.value}
                error={contract.errorOf(`services.${index}.endDate`)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Textarea
            className="sm:col-span-2"
            label={`${SERVICES_TEXTS.notes} (${service.name})`}
            rows={2}
            maxLength={2000}
            error={contract.errorOf(`services.${index}.notes`)}
            {...register(`services.${index}.notes`)}
          />
        </div>
      ) : null}
    </li>
  );
}
