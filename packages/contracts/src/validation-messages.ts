import { z } from 'zod';
import { MESSAGES } from './messages.ts';

// One Dutch wording for every validation issue zod can raise, used by server (422 bodies) and web (form
// fields) alike. A schema's own message (`.min(1, '…')`, `text('…')`) always wins; this map words the
// rest as a person would — never zod's machine wording, and never a regular expression.

export const VALIDATION_MESSAGES = {
  required: MESSAGES.required,
  invalid: 'Deze waarde is ongeldig.',
  number: 'Vul een getal in.',
  wholeNumber: 'Vul een heel getal in.',
  text: 'Vul een tekst in.',
  yesNo: 'Kies ja of nee.',
  list: 'Geef een lijst op.',
  group: 'Geef de gegevens als geheel op.',
  date: 'Vul een geldige datum in.',
  email: MESSAGES.invalidEmail,
  url: 'Vul een geldig webadres in (beginnend met https://).',
  format: 'Deze waarde heeft niet de juiste vorm.',
  choice: 'Kies een van de mogelijke waarden.',
} as const;

const amount = (value: number | bigint) =>
  typeof value === 'bigint' ? value.toString() : value.toLocaleString('nl-NL', { maximumFractionDigits: 6 });

/** "Onbekend veld: foo." / "Onbekende velden: foo, bar." */
function unknownFields(keys: readonly string[]): string {
  const list = keys.slice(0, 5).join(', ') + (keys.length > 5 ? ', …' : '');
  return keys.length === 1 ? `Onbekend veld: ${list}.` : `Onbekende velden: ${list}.`;
}

type Issue = Parameters<z.core.$ZodErrorMap>[0];

function invalidType(issue: Issue & { code: 'invalid_type' }): string {
  if (issue.input === undefined) return VALIDATION_MESSAGES.required;
  switch (issue.expected) {
    case 'number':
    case 'bigint':
      return VALIDATION_MESSAGES.number;
    case 'int':
      return VALIDATION_MESSAGES.wholeNumber;
    case 'string':
      return VALIDATION_MESSAGES.text;
    case 'boolean':
      return VALIDATION_MESSAGES.yesNo;
    case 'array':
    case 'tuple':
    case 'set':
      return VALIDATION_MESSAGES.list;
    case 'object':
    case 'record':
    case 'map':
      return VALIDATION_MESSAGES.group;
    case 'date':
      return VALIDATION_MESSAGES.date;
    default:
      return VALIDATION_MESSAGES.invalid;
  }
}

function tooSmall(issue: Issue & { code: 'too_small' }): string {
  const n = amount(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return `Precies ${n} tekens.`;
      return Number(issue.minimum) <= 1 ? VALIDATION_MESSAGES.required : `Minimaal ${n} tekens.`;
    case 'array':
    case 'set':
      if (issue.exact) return `Precies ${n} ${Number(issue.minimum) === 1 ? 'item' : 'items'}.`;
      return Number(issue.minimum) <= 1 ? 'Kies er minimaal één.' : `Minimaal ${n} items.`;
    case 'date':
      return `Niet eerder dan ${String(issue.minimum)}.`;
    default:
      return issue.inclusive === false ? `Moet groter zijn dan ${n}.` : `Minimaal ${n}.`;
  }
}

function tooBig(issue: Issue & { code: 'too_big' }): string {
  const n = amount(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? `Precies ${n} tekens.` : `Maximaal ${n} tekens.`;
    case 'array':
    case 'set':
      return `Maximaal ${n} ${Number(issue.maximum) === 1 ? 'item' : 'items'}.`;
    case 'date':
      return `Niet later dan ${String(issue.maximum)}.`;
    default:
      return issue.inclusive === false ? `Moet kleiner zijn dan ${n}.` : `Maximaal ${n}.`;
  }
}

function invalidFormat(issue: Issue & { code: 'invalid_format' }): string {
  switch (issue.format) {
    case 'email':
      return VALIDATION_MESSAGES.email;
    case 'url':
      return VALIDATION_MESSAGES.url;
    case 'date':
    case 'datetime':
    case 'time':
      return VALIDATION_MESSAGES.date;
    default:
      // 'regex', 'starts_with', uuid …: say that the form is wrong, never show the pattern.
      return VALIDATION_MESSAGES.format;
  }
}

/** zod's error map in Dutch (install it with `installDutchValidationMessages()`). */
export const dutchErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `Moet een veelvoud zijn van ${amount(issue.divisor)}.`;
    case 'invalid_value':
      return VALIDATION_MESSAGES.choice;
    case 'unrecognized_keys':
      return unknownFields(issue.keys);
    default:
      // custom (a refine without its own message), invalid_union, invalid_key, invalid_element.
      return VALIDATION_MESSAGES.invalid;
  }
};

/** Makes the Dutch map zod's wording for the whole process (server start, web entry point). */
export function installDutchValidationMessages(): void {
  z.config({ localeError: dutchErrorMap });
}
