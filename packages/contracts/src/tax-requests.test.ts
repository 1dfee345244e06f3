import { describe, expect, it } from 'vitest';
import { prefillSearch, readPrefill } from './tax-requests.ts';

describe('tax request prefill (money finder → create form)', () => {
  const prefill = {
    type: 'complex' as const,
    product: 1 as const,
    from: '2022-01-01',
    to: '2026-01-01',
    connections: [
      {
        connectionId: 12,
        ean: '871685900000000012',
        address: 'Dorpsstraat 12, 1234 AB Urk',
        volume: 30_000.5,
        reduction: true,
      },
      {
        connectionId: 13,
        ean: '871685900000000013',
        address: 'Hoofdvestiging ~ demo',
        volume: 0,
        reduction: false,
      },
    ],
  };

  it('round-trips through the query string', () => {
    expect(readPrefill(new URLSearchParams(prefillSearch(prefill)))).toEqual(prefill);
  });

  it('is null without a usable type, product or period, and drops mangled connections', () => {
    expect(readPrefill(new URLSearchParams(''))).toBeNull();
    expect(
      readPrefill(new URLSearchParams('type=complex&product=3&from=2022-01-01&to=2023-01-01')),
    ).toBeNull();
    expect(
      readPrefill(new URLSearchParams('type=zomaar&product=1&from=2022-01-01&to=2023-01-01')),
    ).toBeNull();
    const read = readPrefill(
      new URLSearchParams(
        'type=anbi&product=2&from=2022-01-01&to=2023-01-01&c=x~1~2~1~a&c=5~e~-1~1~a&c=6~e~7~0~',
      ),
    );
    expect(read?.connections).toEqual([
      { connectionId: 6, ean: 'e', address: '', volume: 7, reduction: false },
    ]);
  });
});
