import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm } from '../../lib/use-contract-form.ts';
import { Checkbox } from '../ui/checkbox.tsx';
import { DateInput, type DateInputProps } from '../ui/date-input.tsx';

// Fields of a contract form (useContractForm) that a plain `register` cannot serve: each binds one
// controlled input to the form's value and to its error, so a form names the field once.

type Schema = z.ZodType<FieldValues, FieldValues>;
type Values<S extends Schema> = z.input<S>;

type ContractDateProps<S extends Schema> = Omit<
  DateInputProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name'
> & {
  contract: ContractForm<S>;
  name: Path<Values<S>>;
};

/** A day field (DD/MM/YYYY) bound to a contract form's field (YYYY-MM-DD or null) and its error. */
export function ContractDate<S extends Schema>({ contract, name, ...props }: ContractDateProps<S>) {
  return (
    <Controller
      control={contract.form.control}
      name={name}
      render={({ field }) => (
        <DateInput
          {...props}
          value={(field.value as string | null | undefined) ?? null}
          error={contract.errorOf(name)}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** The rows of an array field, as a rows editor takes them. */
export type RowsEditing<Row> = {
  rows: Row[];
  /** The error of one row's field ('connections.2.volume'). */
  errorOf: (index: number, field: string) => string | undefined;
  onChange: (index: number, row: Row) => void;
  onRemove: (index: number) => void;
};

type RowOf<V, N extends Path<V>> = PathValue<V, N> extends readonly (infer Row)[] ? Row : never;

type ContractRowsProps<S extends Schema, N extends Path<Values<S>>> = {
  contract: ContractForm<S>;
  name: N;
  children: (editing: RowsEditing<RowOf<Values<S>, N>>) => ReactNode;
};

/** An array field of a contract form edited row by row: change one row, remove one row. */
export function ContractRows<S extends Schema, N extends Path<Values<S>>>({
  contract,
  name,
  children,
}: ContractRowsProps<S, N>) {
  type Row = RowOf<Values<S>, N>;
  return (
    <Controller
      control={contract.form.control}
      name={name}
      render={({ field }) => {
        const rows = field.value as Row[];
        return (
          <>
            {children({
              rows,
              errorOf: (index, rowField) =>
                contract.errorOf(`${name}.${index}.${rowField}` as Path<Values<S>>),
              onChange: (index, row) => field.onChange(rows.map((r, i) => (i === index ? row : r))),
              onRemove: (index) => field.onChange(rows.filter((_, i) => i !== index)),
            })}
          </>
        );
      }}
    />
  );
}

type LinkChecklistProps = {
  label: string;
  empty: string;
  options: readonly { id: number; label: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
};

/** Checkboxes to link records (library documents, actions) by id; `empty` when there is nothing to link. */
export function LinkChecklist({ label, empty, options, value, onChange }: LinkChecklistProps) {
  if (options.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.id}
          label={option.label}
          checked={value.includes(option.id)}
          onChange={(event) =>
            onChange(event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id))
          }
        />
      ))}
    </fieldset>
  );
}

type ContractChecklistProps<S extends Schema> = Omit<LinkChecklistProps, 'value' | 'onChange'> & {
  contract: ContractForm<S>;
  /** A field holding the linked ids. */
  name: Path<Values<S>>;
};

/** A LinkChecklist bound to a contract form's field of ids. */
export function ContractChecklist<S extends Schema>({ contract, name, ...props }: ContractChecklistProps<S>) {
  return (
    <Controller
      control={contract.form.control}
      name={name}
      render={({ field }) => (
        <LinkChecklist {...props} value={field.value as number[]} onChange={field.onChange} />
      )}
    />
  );
}
