import { and, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor as Database } from '@energiek/db/client';
import { contacts, customers, users } from '@energiek/db/schema/index';

// Which customer a mail is from: the sender's address as a contact (or customer staff, or the customer's
// own address) of exactly one customer; else the sender's domain as the domain of exactly one customer's
// e-mail address or website. Free-mail domains never link by domain. Ambiguous: not linked (by hand).

const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.nl',
  'outlook.com',
  'outlook.nl',
  'live.nl',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'yahoo.com',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'home.nl',
  'hetnet.nl',
  'xs4all.nl',
  'casema.nl',
  'quicknet.nl',
  'telfort.nl',
  'proton.me',
  'protonmail.com',
]);

const single = (ids: number[]) => {
  const unique = [...new Set(ids)];
  return unique.length === 1 ? (unique[0] ?? null) : null;
};

/** The domain of an address, lower case ('' when none). */
export function domainOf(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1
    ? ''
    : address
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The host of a website as typed ('www.bakkerij.nl', 'https://bakkerij.nl/') without www. */
export function websiteDomain(website: string): string {
  const host = website
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .split(/[/?#:]/)[0];
  return (host ?? '').replace(/^www\./, '');
}

export async function customerForSender(db: Database, fromAddress: string): Promise<number | null> {
  const address = fromAddress.trim().toLowerCase();
  if (!address.includes('@')) return null;
  const byContact = await db
    .select({ id: contacts.customerId })
    .from(contacts)
    .where(sql`lower(${contacts.emailAddress}) = ${address}`);
  const byStaff = await db
    .select({ id: users.customerId })
    .from(users)
    .where(and(sql`lower(${users.emailAddress}) = ${address}`, isNotNull(users.customerId)));
  const byCustomer = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.emailAddress}) = ${address}`);
  const exact = single(
    [...byContact, ...byStaff, ...byCustomer].flatMap((r) => (r.id === null ? [] : [r.id])),
  );
  if (exact !== null) return exact;

  const domain = domainOf(address);
  if (!domain || FREE_MAIL_DOMAINS.has(domain)) return null;
  const escaped = domain.replace(/[\\%_]/g, (c) => `\\${c}`);
  const candidates = await db
    .select({ id: customers.id, emailAddress: customers.emailAddress, website: customers.website })
    .from(customers)
    .where(or(ilike(customers.emailAddress, `%@${escaped}`), ilike(customers.website, `%${escaped}%`)));
  const byDomain = candidates.filter(
    (c) =>
      (c.emailAddress !== null && domainOf(c.emailAddress) === domain) ||
      (c.website !== null && websiteDomain(c.website) === domain),
  );
  const contactDomain = await db
    .select({ id: contacts.customerId })
    .from(contacts)
    .where(eq(sql`lower(split_part(${contacts.emailAddress}, '@', 2))`, domain));
  return single([...byDomain.map((c) => c.id), ...contactDomain.map((c) => c.id)]);
}
