import type { FieldValues, Path } from 'react-hook-form';
import { z } from 'zod';
import type { ContractForm } from '../../../../lib/use-contract-form.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';

// The register fields of a meter reading (Meterstand toevoegen, and both meters of a Meterwissel): the
// normal register (required) and the low register (optional, two-register meters), and for electricity the
// feed-in registers (teruglevering normaal/laag, optional: solar), typed the Dutch way.

/** A typed register ('12.345,6' or '12345.6') as a number; other text goes as is, so the contract names it. */
export function typedRegister(text: string): number | string {
  const trimmed = text.trim().replace(/\s/g, '');
  // Dutch notation: a comma is the decimal mark, points group thousands (12.345 is twelve thousand).
  const thousands = trimmed.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(trimmed);
  const normalised = thousands ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  const value = Number(normalised);
  return trimmed !== '' && Number.isFinite(value) ? value : trimmed;
}

export type TypedRegisters = { normal: string; low: string; feedInNormal: string; feedInLow: string };
export const EMPTY_REGISTERS: TypedRegisters = { normal: '', low: '', feedInNormal: '', feedInLow: '' };

const optional = (text: string) => (text.trim() === '' ? null : (typedRegister(text) as number));

/** Typed registers as the contract takes them: an empty low or feed-in register is none. */
export function registersOf(values: TypedRegisters) {
  return {
    // Text that is no number goes through as is, so the contract's Dutch message names it.
    normal: typedRegister(values.normal) as number,
    low: optional(values.low),
    feedInNormal: optional(values.feedInNormal),
    feedInLow: optional(values.feedInLow),
  };
}

/** The labels of the four registers. */
export type RegisterLabels = Record<keyof TypedRegisters, string>;

/** The four typed registers as form values (the contract checks them after `registersOf`). */
export const typedRegistersSchema = z.object({
  normal: z.string(),
  low: z.string(),
  feedInNormal: z.string(),
  feedInLow: z.string(),
});

/**
 * The normal register (required), the low register (optional, with its hint) and, for electricity (a
 * feed-in hint given), the feed-in registers (optional). Bound to the contract form's fields
 * `${prefix}normal` … `${prefix}feedInLow`.
 */
export function RegisterFields<S extends z.ZodType<FieldValues, FieldValues>>({
  contract,
  prefix = '',
  labels,
  lowHint,
  feedInHint,
}: {
  contract: ContractForm<S>;
  /** 'old.' / 'new.' for a meter's registers inside the form values. */
  prefix?: string;
  labels: RegisterLabels;
  lowHint: string;
  /** Electricity only: the feed-in registers with this hint. */
  feedInHint?: string | undefined;
}) {
  const field = (name: keyof TypedRegisters) => {
    const path = `${prefix}${name}` as Path<z.input<S>>;
    return { label: labels[name], error: contract.errorOf(path), ...contract.form.register(path) };
  };
  return (
    <>
      <TextField required inputMode="decimal" {...field('normal')} />
      <TextField hint={lowHint} inputMode="decimal" {...field('low')} />
      {feedInHint !== undefined ? (
        <>
          <TextField hint={feedInHint} inputMode="decimal" {...field('feedInNormal')} />
          <TextField inputMode="decimal" {...field('feedInLow')} />
        </>
      ) : null}
    </>
  );
}
