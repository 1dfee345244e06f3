import {
  SERVICES,
  type CustomerServiceItem,
  type CustomerServicesBody,
  type ServiceKey,
} from '@energiek/contracts/services';

// The services screen's form state: one entry per catalogue service, switched on or off.

export type ServiceEntry = { on: boolean; startDate: string | null; endDate: string | null; notes: string };
export type ServiceFormState = Record<ServiceKey, ServiceEntry>;

export function initialState(saved: readonly CustomerServiceItem[]): ServiceFormState {
  const state = {} as ServiceFormState;
  for (const service of SERVICES) {
    const row = saved.find((item) => item.service === service.key);
    state[service.key] = row
      ? { on: true, startDate: row.startDate, endDate: row.endDate, notes: row.notes ?? '' }
      : { on: false, startDate: null, endDate: null, notes: '' };
  }
  return state;
}

/** The body of POST services, and per sent index the service key (to map 422 errors back). */
export function toBody(state: ServiceFormState): { body: CustomerServicesBody; keys: ServiceKey[] } {
  const keys = SERVICES.map((service) => service.key).filter((key) => state[key].on);
  return {
    keys,
    body: {
      services: keys.map((key) => ({
        service: key,
        startDate: state[key].startDate ?? '',
        endDate: state[key].endDate,
        notes: state[key].notes.trim() || null,
      })),
    },
  };
}

/** 422 errors 'services.{index}.{field}' as errors per service key and field. */
export function errorsByService(
  errors: Record<string, string>,
  keys: readonly ServiceKey[],
): Partial<Record<ServiceKey, Record<string, string>>> {
  const result: Partial<Record<ServiceKey, Record<string, string>>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^services\.(\d+)\.(\w+)$/.exec(path);
    const key = match ? keys[Number(match[1])] : undefined;
    if (!match?.[2] || !key) continue;
    (result[key] ??= {})[match[2]] = message;
  }
  return result;
}
