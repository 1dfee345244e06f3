import type { ListMeta } from '@energiek/contracts/envelopes';

// One pagination meta for every list (spec §3: data + meta {current_page, last_page}).

export function pageMeta(page: number, limit: number, total: number): ListMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total };
}
