import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refId, text } from './primitives.ts';
import { dutchErrorMap, installDutchValidationMessages } from './validation-messages.ts';

// Every issue code the Dutch map words, checked through real schemas (what server and web parse with).

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, { error: dutchErrorMap });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const first = (schema: z.ZodType, value: unknown) => messages(schema, value)[0];

describe('the Dutch validation messages', () => {
  it('invalid_type: a missing field is required, a wrong type says what to fill in', () => {
    expect(first(z.object({ name: text() }), {})).toBe('Dit veld is verplicht.');
    expect(first(text(), 12)).toBe('Vul een tekst in.');
    expect(first(z.number(), 'abc')).toBe('Vul een getal in.');
    expect(first(z.number().int(), 1.5)).toBe('Vul een heel getal in.');
    expect(first(z.boolean(), 'ja')).toBe('Kies ja of nee.');
    expect(first(z.array(text()), {})).toBe('Geef een lijst op.');
    expect(first(z.object({}), [])).toBe('Geef de gegevens als geheel op.');
    expect(first(z.date(), 'morgen')).toBe('Vul een geldige datum in.');
  });

  it('too_small and too_big for strings, numbers and lists', () => {
    expect(first(text().min(1), '')).toBe('Dit veld is verplicht.');
    expect(first(text().min(10), 'kort')).toBe('Minimaal 10 tekens.');
    expect(first(text().max(255), 'x'.repeat(256))).toBe('Maximaal 255 tekens.');
    expect(first(text().length(6), '123')).toBe('Precies 6 tekens.');
    expect(first(z.number().min(1), 0)).toBe('Minimaal 1.');
    expect(first(z.number().positive(), 0)).toBe('Moet groter zijn dan 0.');
    expect(first(z.number().max(86_400), 90_000)).toBe('Maximaal 86.400.');
    expect(first(z.number().lt(10), 10)).toBe('Moet kleiner zijn dan 10.');
    expect(first(refId(), 2_147_483_648)).toBe('Maximaal 2.147.483.647.');
    expect(first(z.array(text()).min(1), [])).toBe('Kies er minimaal één.');
    expect(first(z.array(text()).min(2), ['a'])).toBe('Minimaal 2 items.');
    expect(first(z.array(text()).max(3), ['a', 'b', 'c', 'd'])).toBe('Maximaal 3 items.');
  });

  it('invalid_format: e-mail, url and a pattern, without ever showing the pattern', () => {
    expect(first(z.email(), 'geen-adres')).toBe('Vul een geldig e-mailadres in.');
    expect(first(text().pipe(z.email()), 'a@')).toBe('Vul een geldig e-mailadres in.');
    expect(first(z.url(), 'geen url')).toBe('Vul een geldig webadres in (beginnend met https://).');
    const pattern = first(text().regex(/^\d{4} ?[A-Z]{2}$/), '12');
    expect(pattern).toBe('Deze waarde heeft niet de juiste vorm.');
    expect(pattern).not.toMatch(/[\\^$[\]{}]/);
    expect(first(z.iso.date(), '2026-02-31')).toBe('Vul een geldige datum in.');
  });

  it('invalid_value and enums: choose one of the options', () => {
    expect(first(z.enum(['active', 'prospect']), 'weg')).toBe('Kies een van de mogelijke waarden.');
    expect(first(z.literal(1), 2)).toBe('Kies een van de mogelijke waarden.');
  });

  it('unrecognized_keys names the unknown fields', () => {
    expect(first(z.strictObject({ a: text() }), { a: 'x', b: 1 })).toBe('Onbekend veld: b.');
    expect(first(z.strictObject({}), { b: 1, c: 2 })).toBe('Onbekende velden: b, c.');
  });

  it('custom, union and other codes read as a sentence', () => {
    expect(
      first(
        text().refine((v) => v === 'ja'),
        'nee',
      ),
    ).toBe('Deze waarde is ongeldig.');
    expect(first(z.union([z.number(), z.boolean()]), 'x')).toBe('Deze waarde is ongeldig.');
    expect(first(z.number().multipleOf(5), 7)).toBe('Moet een veelvoud zijn van 5.');
  });

  it("keeps a schema's own message, such as text()'s NUL refusal", () => {
    expect(first(text(), 'a\u0000b')).toBe('Dit veld bevat een ongeldig teken');
    expect(first(text('Vul een naam in.'), undefined)).toBe('Vul een naam in.');
  });

  it('is what zod says everywhere once installed', () => {
    installDutchValidationMessages();
    expect(z.object({ email: z.email() }).safeParse({ email: 'x' }).error?.issues[0]?.message).toBe(
      'Vul een geldig e-mailadres in.',
    );
  });
});
