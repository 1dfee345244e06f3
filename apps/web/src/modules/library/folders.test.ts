import { describe, expect, it } from 'vitest';
import { folderEntries } from './folders.ts';

describe('folderEntries', () => {
  it('lists the standard folders first, also when empty, then the own folders alphabetically', () => {
    expect(
      folderEntries([
        { folder: 'Rapportages/2026', count: 2 },
        { folder: 'Facturen', count: 3 },
        { folder: 'Offertes', count: 1 },
      ]),
    ).toEqual([
      { folder: 'Contracten', count: 0 },
      { folder: 'Facturen', count: 3 },
      { folder: 'Rapportages', count: 0 },
      { folder: 'Overig', count: 0 },
      { folder: 'Offertes', count: 1 },
      { folder: 'Rapportages/2026', count: 2 },
    ]);
  });
});
