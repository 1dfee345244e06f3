import { describe, expect, it } from 'vitest';
import { codeFormSchema } from '../../components/sign-in/code-field.tsx';
import { checkLoginForm, enrolPath, safeRedirect } from './schemas.ts';

describe('login form', () => {
  it('answers "Verkeerde gegevens" for empty fields (spec §5), the e-mail address first', () => {
    expect(checkLoginForm({ emailAddress: ' ', password: '', remember: false })).toEqual({
      ok: false,
      field: 'emailAddress',
      message: 'Verkeerde gegevens',
    });
    expect(checkLoginForm({ emailAddress: 'a@b.nl', password: '', remember: true })).toEqual({
      ok: false,
      field: 'password',
      message: 'Verkeerde gegevens',
    });
  });

  it('sends the e-mail address trimmed and keeps the password as typed', () => {
    expect(checkLoginForm({ emailAddress: '  a@b.nl ', password: ' geheim ', remember: true })).toEqual({
      ok: true,
      values: { emailAddress: 'a@b.nl', password: ' geheim ', remember: true },
    });
  });

  it('refuses what the server would refuse as too long', () => {
    const long = `${'a'.repeat(250)}@b.nl`;
    expect(checkLoginForm({ emailAddress: long, password: 'x', remember: false })).toEqual({
      ok: false,
      field: 'emailAddress',
      message: 'Maximaal 254 tekens.',
    });
    expect(checkLoginForm({ emailAddress: 'a@b.nl', password: 'x'.repeat(1001), remember: false })).toEqual({
      ok: false,
      field: 'password',
      message: 'Maximaal 1000 tekens.',
    });
    expect(checkLoginForm({ emailAddress: 'a@b.nl', password: 'x'.repeat(1000), remember: false }).ok).toBe(
      true,
    );
  });

  it('accepts only six digits as code', () => {
    expect(codeFormSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(codeFormSchema.safeParse({ code: '12345' }).error?.issues[0]?.message).toBe('De code is onjuist');
    expect(codeFormSchema.safeParse({ code: '12a456' }).success).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('only returns to paths inside the app', () => {
    expect(safeRedirect('/v3/customers/4')).toBe('/v3/customers/4');
    expect(safeRedirect('https://evil.example/v3')).toBe('/v3');
    expect(safeRedirect('//evil.example')).toBe('/v3');
    expect(safeRedirect('/v3/forbidden')).toBe('/v3');
    expect(safeRedirect(null)).toBe('/v3');
  });

  it('builds the enrolment path with the page to return to', () => {
    expect(enrolPath('/v3/users')).toBe('/login?setup=2fa&redirect=%2Fv3%2Fusers');
  });
});
