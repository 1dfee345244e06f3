import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A 256-bit opaque token, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex: what the database stores instead of the token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
