import { describe, expect, it } from 'vitest';
import { SALES_READ, SALES_WRITE } from '@energiek/contracts/sales';
import { salesArea } from './routes.tsx';

describe('sales routes', () => {
  it("repeat the contract's permission rules (written out to keep decimal.js out of the shell)", () => {
    const rules = Object.fromEntries(
      (salesArea.shellRoutes ?? []).map((route) => [route.path, route.permission]),
    );
    expect(rules).toEqual({
      sales: SALES_READ,
      'sales/create': SALES_WRITE,
      'sales/:dealId/edit': SALES_WRITE,
    });
  });
});
