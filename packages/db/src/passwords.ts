import { hash, verify } from '@node-rs/argon2';

// argon2id (OWASP parameters: 19 MiB, 2 iterations, 1 lane). Shared by the server and the seed.
// Algorithm is an ambient const enum, which verbatimModuleSyntax cannot read: 2 is Algorithm.Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** A hash of a random password, verified against when the e-mail is unknown so timing stays alike. */
let dummy: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  return dummy;
}
