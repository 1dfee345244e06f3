// The grid operator's tariff class ("netvlak", DOMAIN.md "Grid tariffs") of a connection: the tariff sheet
// has a row per operator, year and class (MS, MS/LS, LS for electricity; a large-gas class), and a
// connection's capacity class says where it hangs on the grid. Large low-voltage classes (3x100A–3x250A)
// and small ones are on LS; such a connection fed by its own transformer (a trafo recorded on the
// connection) is on "MS/LS"; MS-D is medium voltage (MS); TS/MS sits at a transformer station on the MS side
// (its own class when the sheet has one, else MS). Pure.

export type GridLevelConnection = {
  product: 1 | 2;
  /** Capacity class: '3x80A', '3x160A', 'MS-D', 'TS/MS', 'G65' … */
  capacity: string | null;
  /** The connection hangs off a transformer of its own (connections.trafoId). */
  onTransformer: boolean;
};

/**
 * The tariff classes to look for on the sheet, best first: the capacity class itself (a sheet may name it),
 * then the grid level it implies. Empty for electricity of an unknown class: no guess.
 */
export function gridTariffClasses(c: GridLevelConnection): string[] {
  const own = c.capacity ? [c.capacity] : [];
  if (c.product === 2) return own;
  if (c.capacity === 'MS-D') return [...own, 'MS'];
  if (c.capacity === 'TS/MS') return [...own, 'MS'];
  // '1x25A' … '3x250A': on low voltage (LS).
  const lowVoltage = c.capacity !== null && /^[13]x\d+A$/.test(c.capacity);
  if (!lowVoltage) return own;
  return c.onTransformer ? [...own, 'MS/LS', 'LS'] : [...own, 'LS'];
}

/** The sheet row of a connection among one operator's rows of its product and year (gas: else the first). */
export function pickGridTariffRow<T extends { connectionClass: string }>(
  rows: readonly T[],
  c: GridLevelConnection,
): T | null {
  const norm = (s: string) => s.trim().toUpperCase();
  for (const cls of gridTariffClasses(c)) {
    const row = rows.find((r) => norm(r.connectionClass) === norm(cls));
    if (row) return row;
  }
  // Gas: the sheets have one large-gas class; its row serves a large gas connection of any meter class.
  return c.product === 2 ? (rows[0] ?? null) : null;
}
