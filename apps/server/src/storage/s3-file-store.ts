import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { finished, Transform, type Readable } from 'node:stream';
import {
  assertValidKey,
  assertValidPrefix,
  type FileStore,
  type ListedObject,
  type OpenedObject,
} from './file-store';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * A multipart upload's part size: S3's smallest (5 MiB). With `QUEUE_SIZE` parts in flight, a put
 * holds at most about 10 MiB of the stream at once, whatever the file's size.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** A client for an S3-compatible endpoint (MinIO, Garage, R2, AWS) with path-style addresses. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default CRC checksums on every request are not understood by every
    // S3-compatible server; send and check them only where the operation requires it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files as objects in one bucket, a key being the object's key. A put streams through a multipart
 * upload (lib-storage), which completes only after the last byte and is aborted on a failure, so a
 * failed put leaves no object. A move is a server-side copy, then a delete of the source.
 */
export function createS3FileStore(settings: S3Settings, client = createS3Client(settings)): FileStore {
  const { bucket } = settings;

  async function sizeOf(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function* listAll(prefix: string): AsyncGenerator<ListedObject> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    driver: 's3',

    async put(key, source: Readable) {
      assertValidKey(key);
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      // The source's failure must reach the upload: a plain pipe would leave it waiting.
      let sourceFailure: { reason: unknown } | null = null;
      finished(source, (reason) => {
        if (!reason) return;
        sourceFailure = { reason };
        count.destroy(reason);
      });
      // The upload reads `count` later; its error is kept in the stream's state until then.
      count.on('error', () => {});
      source.pipe(count);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: count },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        source.unpipe(count);
        source.resume(); // let the rest of a request body drain instead of stalling it
        // The stream's own failure is the cause; an abort refused afterwards (s3rver has no
        // AbortMultipartUpload) must not hide it. The bucket's lifecycle rule clears such parts.
        const failure = sourceFailure as { reason: unknown } | null;
        throw failure ? failure.reason : error;
      }
      return { size };
    },

    async open(key, part = () => null): Promise<OpenedObject | null> {
      assertValidKey(key);
      const size = await sizeOf(key);
      if (size === null) return null;
      const range = part(size);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return { size, range, stream: answer.Body as Readable };
      } catch (error) {
        // Deleted between the HEAD and the GET: as missing as never stored.
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async move(fromKey, toKey) {
      assertValidKey(fromKey);
      assertValidKey(toKey);
      await client.send(
        new CopyObjectCommand({ Bucket: bucket, Key: toKey, CopySource: `${bucket}/${fromKey}` }),
      );
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: fromKey }));
    },

    async delete(key) {
      assertValidKey(key);
      // S3 answers a delete of a missing key with success already.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    list(prefix) {
      assertValidPrefix(prefix);
      return listAll(prefix);
    },
  };
}
