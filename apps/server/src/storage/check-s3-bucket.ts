import { HeadBucketCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { ConfigError } from '../config';
import { createS3Client, type S3Settings } from './s3-file-store';

/** How long the object store may take to answer before the start gives up on it. */
const PROBE_MS = 10_000;

/**
 * Asks the object store for the bucket once at start, so a wrong S3_* setting stops the start
 * with a message naming the variable instead of failing the first upload with a 500.
 */
export async function checkS3Bucket(settings: S3Settings): Promise<void> {
  const client = createS3Client(settings);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(PROBE_MS),
    });
  } catch (error) {
    throw new ConfigError(describeProblem(error, settings));
  } finally {
    client.destroy();
  }
}

function describeProblem(error: unknown, { endpoint, bucket }: S3Settings): string {
  if (!(error instanceof S3ServiceException)) {
    const { code, message } = error as NodeJS.ErrnoException;
    return `S3_ENDPOINT: cannot reach the object store at ${endpoint} (${code ?? message})`;
  }
  const status = error.$metadata.httpStatusCode;
  if (error.name === 'InvalidAccessKeyId')
    return 'S3_ACCESS_KEY_ID: the object store does not know this access key';
  if (error.name === 'SignatureDoesNotMatch')
    return 'S3_SECRET_ACCESS_KEY: the object store refused the signature; check the secret key';
  if (status === 404 || error.name === 'NoSuchBucket')
    return `S3_BUCKET: the object store at ${endpoint} has no bucket named ${bucket}; create it first`;
  if (status === 403)
    return `S3_ACCESS_KEY_ID: this key may not use the bucket ${bucket} (403); check its permissions and S3_SECRET_ACCESS_KEY`;
  return `S3_ENDPOINT: the object store at ${endpoint} answered ${status ?? '?'} ${error.name}`;
}
