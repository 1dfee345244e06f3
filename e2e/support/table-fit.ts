import type { Page } from '@playwright/test';

/**
 * A table's width against the width of the box it scrolls in (the nearest ancestor that does not let it
 * overflow visibly). The box's own scroll width counts too, and the last header's right edge against the
 * box's: a cell may overflow a table that claims to fit. `table <= box`: nothing is cut off or scrolls.
 */
export function tableFit(page: Page, label: string): Promise<{ table: number; box: number }> {
  return page.getByRole('table', { name: label, exact: true }).evaluate((table) => {
    const view = globalThis as unknown as { getComputedStyle: (e: unknown) => { overflowX: string } };
    let box = table.parentElement;
    while (box && view.getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
    const headers = table.querySelectorAll('th');
    const last = headers[headers.length - 1]?.getBoundingClientRect().right ?? 0;
    const right = box?.getBoundingClientRect().right ?? 0;
    const width = Math.max(table.scrollWidth, box?.scrollWidth ?? 0);
    return { table: last > right + 1 ? width + last - right : width, box: box?.clientWidth ?? 0 };
  });
}
