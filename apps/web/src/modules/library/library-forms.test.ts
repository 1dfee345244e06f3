import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@energiek/contracts/library';
import { NEW_FOLDER, folderErrorField, renameFormSchema, uploadFormSchema } from './library-forms.ts';

// The rename and upload dialogs' values → bodies, and where folder errors land.

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('library forms', () => {
  it('renames into a chosen or a new folder', () => {
    expect(renameFormSchema.parse({ fileName: 'Contract', choice: 'Contracten', newFolder: '' })).toEqual({
      fileName: 'Contract',
      folder: 'Contracten',
    });
    expect(
      renameFormSchema.parse({ fileName: 'Contract', choice: NEW_FOLDER, newFolder: ' Rapportages/2026 ' }),
    ).toEqual({ fileName: 'Contract', folder: 'Rapportages/2026' });
  });

  it('puts a folder error on the field in use, for the client and for the server', () => {
    const empty = renameFormSchema.safeParse({ fileName: 'Contract', choice: NEW_FOLDER, newFolder: '  ' });
    expect(issues(empty)).toEqual([['newFolder', DOCUMENT_MESSAGES.folderInvalid]]);
    expect(folderErrorField('folder', { choice: NEW_FOLDER, newFolder: 'x' })).toBe('newFolder');
    expect(folderErrorField('folder', { choice: 'Contracten', newFolder: '' })).toBe('choice');
    expect(folderErrorField('fileName', { choice: 'Contracten', newFolder: '' })).toBeUndefined();
  });

  it('asks for a file of at most the upload limit', () => {
    expect(issues(uploadFormSchema.safeParse({ file: null, choice: 'Contracten', newFolder: '' }))).toEqual([
      ['file', 'Kies een bestand.'],
    ]);
    const big = new File(['x'], 'groot.pdf');
    Object.defineProperty(big, 'size', { value: MAX_DOCUMENT_BYTES + 1 });
    expect(issues(uploadFormSchema.safeParse({ file: big, choice: 'Contracten', newFolder: '' }))).toEqual([
      ['file', DOCUMENT_MESSAGES.tooLarge],
    ]);
    const small = new File(['x'], 'klein.pdf');
    expect(uploadFormSchema.parse({ file: small, choice: 'Contracten', newFolder: '' })).toEqual({
      file: small,
      folder: 'Contracten',
    });
  });
});
