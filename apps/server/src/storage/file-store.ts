import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both inclusive (as in HTTP's Content-Range). */
export interface ByteSpan {
  start: number;
  end: number;
}

/** An object opened for reading: its whole size and a stream of the bytes asked for. */
export interface OpenedObject {
  size: number;
  /** The part being streamed, or null for the whole object. */
  range: ByteSpan | null;
  stream: Readable;
}

/** One stored object, as a listing names it. */
export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * Where the app keeps files: the local disk under DATA_DIR, or an S3-compatible bucket (decision
 * 0018). Keys are relative paths such as `drawings/<uuid>.pdf`; `validKey` says which are allowed.
 * Nothing here holds a whole file in memory: bytes go in and come out as streams.
 */
export interface FileStore {
  /** `local` or `s3`, for logs and the backup's manifest. */
  readonly driver: 'local' | 's3';
  /**
   * Stores the stream under `key`, replacing an object already there, and answers its size.
   * The object appears only once the whole stream has been read; if the stream or the store
   * fails, the error passes on and nothing new is left under `key`.
   */
  put(key: string, source: Readable): Promise<{ size: number }>;
  /**
   * Opens `key` for reading, or answers null when there is no such object. `part`, given the
   * object's size, picks the bytes to stream (null for all); if it throws, nothing stays open.
   */
  open(key: string, part?: (size: number) => ByteSpan | null): Promise<OpenedObject | null>;
  /** Moves an object to a new key, replacing one there; a checked upload goes into place so. */
  move(fromKey: string, toKey: string): Promise<void>;
  /** Deletes `key`; an object already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (`''` or a folder ending in `/`), in key order. */
  list(prefix: string): AsyncIterable<ListedObject>;
}

/** Uploads and puts in progress: anything old here is left over from a failure and swept. */
export const TEMP_PREFIX = 'tmp/';

/**
 * Keys the app builds: `/`-separated segments of letters, digits, `.`, `_` and `-`, none starting
 * with a dot (so never `..`). Both drivers refuse anything else: a key never leaves its root.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const PREFIX = /^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/;

export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY.test(key))
    throw new Error(`not a valid file store key: ${JSON.stringify(key)}`);
}

export function assertValidPrefix(prefix: string): void {
  if (!PREFIX.test(prefix)) throw new Error(`not a valid file store prefix: ${JSON.stringify(prefix)}`);
}

export const isValidKey = (key: string): boolean => key.length <= 512 && KEY.test(key);
