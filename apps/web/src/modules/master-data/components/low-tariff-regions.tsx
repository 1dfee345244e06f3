import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import type { LowTariffBody } from '@energiek/contracts/master-data';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { LOW_TARIFF_TEXTS } from '../texts.ts';

const T = LOW_TARIFF_TEXTS.regions;

type Props = {
  control: Control<LowTariffBody>;
  register: UseFormRegister<LowTariffBody>;
  errorOf: (
    name: `regions.${number}.${'name' | 'postcodeFrom' | 'postcodeTo' | 'from' | 'to'}`,
  ) => string | undefined;
};

/** The grid operator's regions with their own nightly hours, as rows of the low-tariff form. */
export function LowTariffRegions({ control, register, errorOf }: Props) {
  const regions = useFieldArray({ control, name: 'regions' });
  return (
    <fieldset className="space-y-3" data-testid="low-tariff-regions">
      <legend className="text-sm font-medium text-slate-700">{T.title}</legend>
      <p className="text-sm text-slate-600">{T.intro}</p>
      {regions.fields.length === 0 ? <p className="text-sm text-slate-500">{T.none}</p> : null}
      {regions.fields.map((field, index) => {
        const n = index + 1;
        return (
          <div key={field.id} className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-2">
            <TextField
              className="sm:col-span-2"
              label={`${T.name} ${n}`}
              error={errorOf(`regions.${index}.name`)}
              {...register(`regions.${index}.name`)}
            />
            <TextField
              label={`${T.postcodeFrom} ${n}`}
              inputMode="numeric"
              error={errorOf(`regions.${index}.postcodeFrom`)}
              {...register(`regions.${index}.postcodeFrom`)}
            />
            <TextField
              label={`${T.postcodeTo} ${n}`}
              inputMode="numeric"
              error={errorOf(`regions.${index}.postcodeTo`)}
              {...register(`regions.${index}.postcodeTo`)}
            />
            <TextField
              label={`${T.from} ${n}`}
              inputMode="numeric"
              error={errorOf(`regions.${index}.from`)}
              {...register(`regions.${index}.from`)}
            />
            <TextField
              label={`${T.to} ${n}`}
              inputMode="numeric"
              error={errorOf(`regions.${index}.to`)}
              {...register(`regions.${index}.to`)}
            />
            <div className="sm:col-span-2">
              <Button variant="border" onClick={() => regions.remove(index)}>
                {T.remove(String(n))}
              </Button>
            </div>
          </div>
        );
      })}
      <Button
        variant="border"
        onClick={() =>
          regions.append({ name: '', postcodeFrom: '', postcodeTo: '', from: '21:00', to: '07:00' })
        }
      >
        {T.add}
      </Button>
    </fieldset>
  );
}
