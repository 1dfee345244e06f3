import { describe, expect, it } from 'vitest';
import { codeFormSchema } from '../../components/sign-in/code-field.tsx';
import { enrolPath, loginFormSchema, safeRedirect } from './schemas.ts';

describe('login form', () => {
  it('answers "Verkeerde gegevens" for empty fields (spec §5)', () => {
    const result = loginFormSchema.safeParse({ emailAddress: ' ', password: '', remember: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Verkeerde gegevens',
      'Verkeerde gegevens',
    ]);
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
