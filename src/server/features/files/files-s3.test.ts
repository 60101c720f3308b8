import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, sampleFiles } from '../../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { startS3Server } from '../../../../tests/setup/s3-server';
import { createTestApp } from '../../../../tests/setup/test-app';

/** The whole upload and download path with STORAGE_DRIVER=s3, against s3rver. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let cookie: string;
let listKeys: () => Promise<string[]>;

beforeAll(async () => {
  const { config: s3, stop } = await startS3Server();
  const client = new S3Client({ region: s3.region, endpoint: s3.endpoint!, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  listKeys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!);
  t = await createTestApp({ storage: s3 });
  world = await createTwoTenantWorld(t.db);
  cookie = await t.signIn('a1@example.test');
  return stop;
});

describe('files in an S3 bucket', () => {
  it('are stored under generated keys, served back, and removed when refused', async () => {
    const path = `/api/projects/${world.projects.projectA1.id}/documents`;
    const doc = await (await t.upload(path, fileForm('plan.pdf', sampleFiles.pdf), { cookie })).json();
    expect(await listKeys()).toEqual([expect.stringMatching(new RegExp(`^${world.tenantA.company.id}/${world.projects.projectA1.id}/[0-9a-f-]{36}$`))]);

    const download = await t.request('GET', doc.fileUrl, undefined, { cookie });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(sampleFiles.pdf);

    expect((await t.upload(path, fileForm('photo.pdf', sampleFiles.png), { cookie })).status).toBe(415);
    expect((await t.upload(path, fileForm('x.pdf', sampleFiles.pdf, { requestId: '00000000-0000-4000-8000-000000000000' }), { cookie })).status).toBe(404);
    expect(await listKeys()).toHaveLength(1);
  });
});
