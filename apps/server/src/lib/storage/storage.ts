import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

// Object storage for uploaded files. Keys are chosen by the server (randomStorageKey), never by users.
// The local-disk store is the default; an S3-compatible store implements the same four calls
// (PutObject, GetObject as a stream, DeleteObject, HeadObject) — see docs/operations.md.

export type StoredObject = {
  /** The bytes, as a stream the caller must consume or destroy. */
  body: Readable;
  size: number;
};

export type ObjectStorage = {
  /** Stores the bytes (or a stream of them, e.g. a large upload) under the key, replacing nothing: keys are unique. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The object, or null when the key is unknown. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Whether the key exists (health checks, tests). */
  exists(key: string): Promise<boolean>;
};

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{7,99}$/;

/** Throws unless the key is one randomStorageKey could have produced: no separators, no dots. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A new storage key: a random UUID, so nothing about the file or its uploader is in the name. */
export function randomStorageKey(): string {
  return randomUUID();
}
