import { TextField } from '../../../components/ui/text-field.tsx';
import { CUSTOMERS_TEXTS } from '../texts.ts';
import type { CustomerFormValues } from './customer-form-values.ts';

type Prefix = 'visit' | 'postal';

type AddressFieldsProps = {
  prefix: Prefix;
  values: CustomerFormValues;
  errors: Record<string, string>;
  disabled?: boolean;
  onChange: (next: Partial<CustomerFormValues>) => void;
};

const T = CUSTOMERS_TEXTS.form;

/** Street, house number, postcode and city of the visit or postal address. */
export function AddressFields({ prefix, values, errors, disabled = false, onChange }: AddressFieldsProps) {
  const field = (part: 'Street' | 'HouseNumber' | 'Postcode' | 'City', label: string, extra = {}) => {
    const key = `${prefix}${part}` as const;
    return (
      <TextField
        label={label}
        value={values[key]}
        error={errors[key]}
        disabled={disabled}
        onChange={(event) => onChange({ [key]: event.target.value })}
        {...extra}
      />
    );
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
