import { describe, expect, it } from 'vitest';
import { nextSelection } from './usage-connections.tsx';

const connections = [
  { id: 1, ean: '1', product: 1 },
  { id: 2, ean: '2', product: 1 },
  { id: 3, ean: '3', product: 2 },
];

describe('connection selection', () => {
  it('adds connections of one product and starts over for the other product', () => {
    expect(nextSelection(connections, [1], 2)).toEqual([1, 2]);
    expect(nextSelection(connections, [1, 2], 3)).toEqual([3]);
    expect(nextSelection(connections, [3], 1)).toEqual([1]);
  });

  it('removes a ticked connection but never the last one', () => {
    expect(nextSelection(connections, [1, 2], 1)).toEqual([2]);
    expect(nextSelection(connections, [1], 1)).toEqual([1]);
  });
});
