import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server';
import { checkS3Bucket } from './check-s3-bucket';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.close();
});

/** s3rver checks the access key but not a HEAD's signature, so a wrong secret is not among these. */
describe('checkS3Bucket', () => {
  it('passes when the bucket is there and the keys are right', async () => {
    await expect(checkS3Bucket(s3.settings)).resolves.toBeUndefined();
  });

  it.each([
    [{ bucket: 'no-such-bucket' }, /^S3_BUCKET: .* has no bucket named no-such-bucket/],
    [{ accessKeyId: 'WRONG' }, /^S3_ACCESS_KEY_ID: /],
    [
      { endpoint: 'http://127.0.0.1:1' },
      /^S3_ENDPOINT: cannot reach the object store at http:\/\/127\.0\.0\.1:1/,
    ],
  ])('stops the start naming the variable for %j', async (change, message) => {
    const failure = checkS3Bucket({ ...s3.settings, ...change });
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(message);
  });
});
