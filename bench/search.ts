import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@energiek/db/client';
import { createUser } from '@energiek/db/factories/users';
import { CITIES, LAST_NAMES } from '@energiek/db/fake/dutch-data';
import { createRandom } from '@energiek/db/fake/random';
import { customers, type NewCustomer } from '@energiek/db/schema/identity';
import { login, onBothDatabases, startApp } from './support.ts';

// Customer search at scale (issue "Fast and operable"): BENCH_SEARCH_CUSTOMERS customers (default 100,000)
// with varied names and 10 connections each (1,000,000), then the switcher's GET customers/search and the
// list's GET customers?q= with a spread of realistic terms — prefixes of 1–4 letters, parts of words, a
// surname, a city, numbers — one request at a time, as a user types. Prints p50/p95/p99 per endpoint.

export const SEARCH_CUSTOMERS = Number(process.env.BENCH_SEARCH_CUSTOMERS ?? 100_000);
const CUSTOMERS = SEARCH_CUSTOMERS;
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 300);

const TRADES = [
  'Bakkerij',
  'Slagerij',
  'Garage',
  'Autobedrijf',
  'Hotel',
  'Restaurant',
  'Café',
  'Kwekerij',
  'Tuincentrum',
  'Installatiebedrijf',
  'Transport',
  'Bouwbedrijf',
  'Schildersbedrijf',
  'Loonbedrijf',
  'Melkveebedrijf',
  'Zorgboerderij',
  'Tandartspraktijk',
  'Fysiotherapie',
  'Drukkerij',
  'Metaalbewerking',
  'Houthandel',
  'Kaashandel',
  'Bloemisterij',
  'Fietsenmaker',
  'Sportschool',
  'Zwembad',
  'Camping',
  'Jachthaven',
  'Koelhuis',
  'Wasserij',
  'Meubelmakerij',
  'Brouwerij',
  'Distilleerderij',
  'Visgroothandel',
  'Makelaardij',
  'Accountantskantoor',
  'Advocatenkantoor',
  'Dierenkliniek',
  'Kinderopvang',
  'Stichting',
];
const SUFFIXES = ['B.V.', 'V.O.F.', 'Holding B.V.', '& Zn.', 'N.V.', '', 'Groep B.V.', 'en Partners'];
const CITY_NAMES = Object.values(CITIES).map((city) => city.name);

function customerName(random: ReturnType<typeof createRandom>): string {
  const surname = random.pick(LAST_NAMES);
  const parts =
    random.int(0, 3) === 0
      ? [random.pick(TRADES), surname, '&', random.pick(LAST_NAMES), random.pick(SUFFIXES)]
      : [random.pick(TRADES), surname, random.pick(CITY_NAMES), random.pick(SUFFIXES)];
  // A house name or number now and then makes names more distinct, as real ones are.
  if (random.int(0, 2) === 0)
    parts.splice(1, 0, `'t ${String.fromCharCode(65 + random.int(0, 25))}${random.int(1, 999)}`);
  return parts.filter(Boolean).join(' ');
}

export async function fill(handle: DatabaseHandle): Promise<{ names: string[]; numbers: number[] }> {
  const random = createRandom(20261124);
  const names: string[] = [];
  for (let i = 0; i < CUSTOMERS; i += 2000) {
    const rows: NewCustomer[] = [];
    for (let j = i; j < Math.min(CUSTOMERS, i + 2000); j++) {
      const name = customerName(random);
      names.push(name);
      rows.push({
        name,
        number: 100_000 + j,
        kvkNumber: String(10_000_000 + j * 7),
        visitCity: random.pick(CITY_NAMES),
      });
    }
    await handle.db.insert(customers).values(rows);
  }
  // 10 connections per customer, generated inside the database (no rows over the wire).
  await handle.db.execute(sql`
    insert into connections (customer_id, ean, product)
    select c.id, '8716' || lpad((c.id * 10 + g)::text, 14, '0'), case when g % 3 = 0 then 2 else 1 end
    from customers c cross join generate_series(0, 9) g`);
  await handle.db.execute(sql`analyze`);
  return { names, numbers: [100_000, 100_000 + Math.floor(CUSTOMERS / 2), 100_000 + CUSTOMERS - 1] };
}

/** A spread of what people type: short prefixes, parts of words, a surname, a city, whole and partial numbers. */
export function terms(names: string[], numbers: number[]): { q: string; numeric: boolean }[] {
  const random = createRandom(7);
  const out: { q: string; numeric: boolean }[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const name = random.pick(names);
    const word = random.pick(name.split(' ').filter((w) => w.length >= 4));
    switch (i % 6) {
      case 0:
        out.push({ q: name.slice(0, random.int(1, 4)), numeric: false });
        break;
      case 1:
        out.push({ q: word.slice(1, 1 + random.int(3, 5)), numeric: false });
        break;
      case 2:
        out.push({ q: random.pick(LAST_NAMES), numeric: false });
        break;
      case 3:
        out.push({ q: random.pick(CITY_NAMES).slice(0, 5), numeric: false });
        break;
      case 4:
        out.push({ q: String(random.pick(numbers)), numeric: true });
        break;
      default:
        out.push({ q: String(random.pick(numbers)).slice(0, random.int(2, 5)), numeric: true });
    }
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

type Timing = { p50: number; p95: number; p99: number; max: number; count: number; each: number[] };

/** What terms() makes, by i % 6: the classes the figures are also broken down by. */
const TERM_CLASSES = ['prefix 1–4', 'part of a word', 'surname', 'city', 'whole number', 'number prefix'];

/** p95 per term class and the slowest terms: where a slow tail comes from. */
function describeClasses(timing: Timing, list: { q: string }[]): string {
  const parts = TERM_CLASSES.map((name, index) => {
    const times = timing.each.filter((_, i) => i % TERM_CLASSES.length === index).sort((a, b) => a - b);
    return `${name} ${percentile(times, 95).toFixed(1)}`;
  });
  const slowest = timing.each
    .map((ms, i) => ({ ms, q: list[i]?.q ?? '' }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map(({ ms, q }) => `'${q}' ${ms.toFixed(1)}`);
  return `    p95 per class (ms): ${parts.join(', ')}\n    slowest: ${slowest.join(', ')}`;
}

const describeTiming = (t: Timing) =>
  `p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms, max ${t.max.toFixed(1)} ms (${t.count} requests, one at a time)`;

async function timeAll(address: string, token: string, paths: string[]): Promise<Timing> {
  const times: number[] = [];
  const each: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${address}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - started);
    each.push(times.at(-1) ?? 0);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    count: times.length,
    each,
  };
}

/** p95 in ms per database label: the switcher's search and the list's q. */
export type SearchFigures = Record<string, { search: number; list: number }>;

export async function benchSearch(): Promise<SearchFigures> {
  const figures: SearchFigures = {};
  await onBothDatabases(async (label, handle) => {
    await handle.migrate();
    const started = performance.now();
    const { names, numbers } = await fill(handle);
    const distinct = new Set(names).size;
    console.log(
      `search on ${label}: ${CUSTOMERS} customers (${distinct} distinct names), ${CUSTOMERS * 10} connections, filled in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    await createUser(handle.db, { emailAddress: 'bench@energiek.nl', type: 'admin', canSwitch: true });
    const { app, address } = await startApp(handle);
    try {
      const token = await login(address, 'bench@energiek.nl');
      const list = terms(names, numbers);
      const search = list.map(
        ({ q, numeric }) =>
          `/api/v3/customers/search?q=${encodeURIComponent(q)}${numeric ? '&numeric=1' : ''}`,
      );
      const listed = list.map(({ q }) => `/api/v3/customers?q=${encodeURIComponent(q)}&limit=25`);
      await timeAll(address, token, search.slice(0, 20)); // warm-up
      const searched = await timeAll(address, token, search);
      console.log(`GET customers/search on ${label.padEnd(10)} ${describeTiming(searched)}`);
      console.log(describeClasses(searched, list));
      const filtered = await timeAll(address, token, listed);
      console.log(`GET customers?q=      on ${label.padEnd(10)} ${describeTiming(filtered)}`);
      console.log(describeClasses(filtered, list));
      figures[label] = { search: searched.p95, list: filtered.p95 };
    } finally {
      await app.close();
    }
  });
  return figures;
}
