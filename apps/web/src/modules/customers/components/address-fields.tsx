import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { CUSTOMERS_TEXTS } from '../texts.ts';
import type { CustomerFormValues } from './customer-form-values.ts';

type Prefix = 'visit' | 'postal';
type Part = 'Street' | 'HouseNumber' | 'Postcode' | 'City';

type AddressFieldsProps = {
  prefix: Prefix;
  register: UseFormRegister<CustomerFormValues>;
  errorOf: (name: `${Prefix}${Part}`) => string | undefined;
};

const T = CUSTOMERS_TEXTS.form;

/** Street, house number, postcode and city of the visit or postal address. */
export function AddressFields({ prefix, register, errorOf }: AddressFieldsProps) {
  const field = (part: Part, label: string, extra = {}) => {
    const key = `${prefix}${part}` as const;
    return <TextField label={label} error={errorOf(key)} {...extra} {...register(key)} />;
  };
  return (
    <div className="grid gap-4 sm:grid-cols-[3fr_1fr]">
      {field('Street', T.street, { autoComplete: 'off' })}
      {field('HouseNumber', T.houseNumber)}
      {field('Postcode', T.postcode, { placeholder: '1234 AB' })}
      {field('City', T.city)}
    </div>
  );
}
