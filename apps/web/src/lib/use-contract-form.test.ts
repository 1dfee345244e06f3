import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './use-contract-form.ts';

// How a 422's field errors find the form's fields when the form is shaped unlike the body it sent.

describe('serverFieldErrors', () => {
  it('keeps the paths as they are without a mapping', () => {
    expect(serverFieldErrors({ name: 'Vul een naam in.', 'services.0.price': 'Te hoog.' }, {})).toEqual({
      name: 'Vul een naam in.',
      'services.0.price': 'Te hoog.',
    });
  });

  it('moves mapped paths to the field the mapping names, given the submitted values', () => {
    const submitted = { rows: [{ on: false }, { on: true }, { on: true }] };
    const sentRows = (values: typeof submitted) =>
      values.rows.flatMap((row, index) => (row.on ? [index] : []));
    const errorField = (path: string, values: typeof submitted) => {
      const match = /^services\.(\d+)\.(\w+)$/.exec(path);
      const row = match ? sentRows(values)[Number(match[1])] : undefined;
      return row === undefined ? undefined : `rows.${row}.${match?.[2]}`;
    };
    expect(
      serverFieldErrors(
        { 'services.0.price': 'Te hoog.', 'services.1.startDate': 'Vul een datum in.', other: 'x' },
        submitted,
        errorField,
      ),
    ).toEqual({ 'rows.1.price': 'Te hoog.', 'rows.2.startDate': 'Vul een datum in.', other: 'x' });
  });

  it('keeps the first message when two paths land on one field', () => {
    expect(
      serverFieldErrors({ folder: 'Ongeldige map.', newFolder: 'Te lang.' }, {}, (path) =>
        path === 'folder' ? 'newFolder' : undefined,
      ),
    ).toEqual({ newFolder: 'Ongeldige map.' });
  });
});
