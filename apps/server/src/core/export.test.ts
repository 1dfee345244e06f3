import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { csvDecimal, downloadHeaders, neutraliseFormula, toCsv, toXlsx } from './export.ts';

describe('neutraliseFormula', () => {
  it('puts an apostrophe before text starting with = + - @ tab or CR, and leaves other text alone', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    for (const safe of ['', 'Offerte', ' =1', '1-2', "'=1", 'a@b.nl'])
      expect(neutraliseFormula(safe)).toBe(safe);
  });
});

describe('toCsv', () => {
  it('writes a BOM, ";" separators, CRLF lines, quotes where needed and neutralised cells', () => {
    const csv = toCsv(
      ['Naam', 'Bedrag'],
      [
        ['Jansen; "groot"', csvDecimal(1234.5)],
        ["=cmd|'/c calc'!A1", csvDecimal(0.25)],
        ['regel\r\nnieuw', '-1'],
      ],
    ).toString('utf8');
    expect(csv).toBe(
      '\uFEFFNaam;Bedrag\r\n"Jansen; ""groot""";1234,50\r\n\'=cmd|\'/c calc\'!A1;0,25\r\n"regel\r\nnieuw";\'-1\r\n',
    );
  });
});

describe('toXlsx', () => {
  it('writes a bold filtered header, typed cells, a bold total row and no formula, read back', async () => {
    const body = await toXlsx({
      name: 'Blad',
      columns: [
        { header: 'Datum', key: 'date', width: 12, numFmt: 'dd/mm/yyyy' },
        { header: 'Tekst', key: 'text', width: 20 },
        { header: 'Getal', key: 'n', width: 8, numFmt: '0.00' },
      ],
      rows: [
        { date: new Date('2026-11-02T00:00:00Z'), text: '=1+1', n: -1.5 },
        { date: new Date('2026-11-03T00:00:00Z'), text: 'gewoon', n: 2 },
      ],
      totalRow: { date: 'Totaal', n: 0.5 },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Blad');
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Datum', 'Tekst', 'Getal']);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    // A text cell, formatted as text (issue 33: no visible apostrophe): never a formula, also when edited.
    expect(values(2)).toEqual([new Date('2026-11-02T00:00:00Z'), '=1+1', -1.5]);
    expect(sheet?.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet?.getCell('B2').numFmt).toBe('@');
    expect(values(3)).toEqual([new Date('2026-11-03T00:00:00Z'), 'gewoon', 2]);
    expect(values(4)).toEqual(['Totaal', undefined, 0.5]);
    expect(sheet?.getRow(4).font?.bold).toBe(true);
    expect(sheet?.getCell('A2').numFmt).toBe('dd/mm/yyyy');
    expect(sheet?.getCell('B2').type).toBe(ExcelJS.ValueType.String);
  });
});

describe('downloadHeaders', () => {
  it('names the file, its type and forbids caching', () => {
    expect(downloadHeaders('csv', 'uren.csv')).toEqual({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="uren.csv"',
      'cache-control': 'no-store',
    });
  });
});
