import type { UseFormRegisterReturn } from 'react-hook-form';
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

type RegisterField = { label: string; error?: string; input: UseFormRegisterReturn };

/** The normal register (required), the low register (optional, with its hint) and, for electricity, the
 *  feed-in registers (optional, with their hint). */
export function RegisterFields({
  normal,
  low,
  lowHint,
  feedIn,
}: {
  normal: RegisterField;
  low: RegisterField;
  lowHint: string;
  feedIn?: { normal: RegisterField; low: RegisterField; hint: string };
}) {
  return (
    <>
      <TextField label={normal.label} required inputMode="decimal" error={normal.error} {...normal.input} />
      <TextField label={low.label} hint={lowHint} inputMode="decimal" error={low.error} {...low.input} />
      {feedIn ? (
        <>
          <TextField
            label={feedIn.normal.label}
            hint={feedIn.hint}
            inputMode="decimal"
            error={feedIn.normal.error}
            {...feedIn.normal.input}
          />
          <TextField
            label={feedIn.low.label}
            inputMode="decimal"
            error={feedIn.low.error}
            {...feedIn.low.input}
          />
        </>
      ) : null}
    </>
  );
}
