import type { Click } from '@energiek/db/schema/index';
import type { ClickInput } from '@energiek/domain/clicks';

// What the two click books, a supply agreement's (purchase/) and a collective's (collective/), share of a
// stored click.

/** A stored click as the position and over-click checks take it. */
export const clickInputOf = (
  row: Pick<Click, 'period' | 'sharePct' | 'volumeMwh' | 'price'>,
): ClickInput => ({
  period: row.period,
  sharePct: row.sharePct,
  volumeMwh: row.volumeMwh,
  price: row.price,
});

/** A click's item after the book's own fields: the click as stored, with the MWh the book shows of it. */
export function clickItemFields<Mwh extends { volumeMwh: string | null; clickedMwh: string | null }>(
  row: Click,
  mwh: Mwh,
) {
  return {
    clickDate: row.clickDate,
    period: row.period,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    load: row.load,
    sharePct: row.sharePct,
    ...mwh,
    price: row.price,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
