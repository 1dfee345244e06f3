import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { A4, appendPdfLetter, createPdfLetter, printable } from './pdf-letter.ts';

// The letter helper lays text out top-down on A4 with 56 pt margins: 10 pt text takes 13 pt a line, a
// paragraph's default gap 5 pt adds 2 more, so 15 pt a one-line paragraph.

const createdAt = new Date('2026-11-28T12:00:00Z');
const TOP = A4.height - 56;

describe('PDF letter helper', () => {
  it('breaks to a new page when the text runs out of room, and the next page starts at the top', async () => {
    const letter = await createPdfLetter({ title: 'Proef', createdAt });
    // Line n starts at y = 785.89 − 15(n − 1) and needs 10 pt above the 56 pt margin: line 48 starts at
    // 80.89 and fits; line 49 would start at 65.89, reach 55.89, and goes to the top of the second page.
    for (let i = 1; i <= 60; i++) letter.paragraph(`Regel ${i}`);
    const pages = letter.drawn.map((d) => [d.text, d.page] as const);
    expect(pages.filter(([, page]) => page === 0)).toHaveLength(48);
    expect(pages.find(([text]) => text === 'Regel 48')?.[1]).toBe(0);
    expect(letter.drawn.find((d) => d.text === 'Regel 49')).toMatchObject({ page: 1, y: TOP - 10 });
    expect(letter.pageCount()).toBe(2);
    const saved = await PDFDocument.load(await letter.save());
    expect(saved.getPageCount()).toBe(2);
    expect(saved.getTitle()).toBe('Proef');
  });

  it('appends pages to an existing PDF (a signature page): the original pages stay, the title too', async () => {
    const letter = await createPdfLetter({ title: 'Origineel', createdAt });
    letter.paragraph('Pagina van het origineel');
    const original = await letter.save();
    const signedAt = new Date('2026-11-29T09:30:00Z');
    const appended = await appendPdfLetter(original, { modifiedAt: signedAt });
    appended.paragraph('Ondertekening', { style: 'title' });
    // The new page is the original's second: drawn text counts pages of the whole document.
    expect(appended.drawn[0]).toMatchObject({ page: 1, y: TOP - 16, text: 'Ondertekening' });
    const saved = await PDFDocument.load(await appended.save());
    expect(saved.getPageCount()).toBe(2);
    expect(saved.getTitle()).toBe('Origineel');
  });

  it('repeats a table header on the new page and never splits a row', async () => {
    const letter = await createPdfLetter({ title: 'Tabel', createdAt });
    letter.space(A4.height - 112 - 60); // 60 pt of room left: the header and two one-line rows (12 pt each)
    const rows = Array.from({ length: 5 }, (_, i) => [`Rij ${i + 1}`, `€ ${i + 1},00`]);
    rows[2] = ['Rij 3 met een toelichting die over meer regels loopt '.repeat(3), '€ 3,00'];
    letter.table(
      [
        { header: 'Omschrijving', width: 150 },
        { header: 'Bedrag', width: 60, align: 'right' },
      ],
      rows,
    );
    const on = (text: string) => letter.drawn.filter((d) => d.text === text).map((d) => d.page);
    expect(on('Omschrijving')).toEqual([0, 1]);
    expect(on('Rij 1')).toEqual([0]);
    // Row 3 wraps to several lines: all of them on the second page, under the repeated header.
    const third = letter.drawn.filter((d) => d.text.startsWith('Rij 3') || d.text.includes('toelichting'));
    expect(new Set(third.map((d) => d.page))).toEqual(new Set([1]));
    expect(on('Rij 5')).toEqual([1]);
    // Right-aligned amounts end at the column's edge (56 + 150 + 60 − 6).
    const amount = letter.drawn.find((d) => d.text === '€ 1,00');
    expect(amount?.x).toBeGreaterThan(56 + 150);
  });

  it('keeps Latin-1 and WinAnsi (dashes, quotes, €) and replaces what Helvetica cannot draw', () => {
    expect(printable('€ 1.234,56 – café\u00a0→ 5 m³')).toBe('€ 1.234,56 – café ? 5 m³');
    expect(printable('1–3 — “a” ‘b’ … • ™ \u2212 2 \u2011 x \u2015 y ✓')).toBe(
      '1–3 — “a” ‘b’ … • ™ - 2 - x — y ?',
    );
  });

  it('prints the en dash, em dash and quotes as themselves (read back with pdftotext)', async () => {
    const letter = await createPdfLetter({ title: 'Streepjes', createdAt });
    letter.paragraph('Periode 01-01-2022 – 31-12-2022 — “verzoek” € 12,50');
    letter.table([{ header: 'Jaar', width: 120 }], [['2022 – 2023']]);
    const dir = await mkdtemp(path.join(tmpdir(), 'pdf-letter-'));
    try {
      const file = path.join(dir, 'streepjes.pdf');
      await writeFile(file, await letter.save());
      const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Periode 01-01-2022 – 31-12-2022 — “verzoek” € 12,50');
      expect(text).toContain('2022 – 2023');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
