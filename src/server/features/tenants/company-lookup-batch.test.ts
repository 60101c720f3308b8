import { describe, expect, it } from 'vitest';
import type { CompanyRow } from '../../db/schema/companies';
import { batchedCompanyLookup } from './company-lookup-batch';

/** A lookup whose reads the test answers by hand, each with the version current when it was sent. */
function controlledLookup() {
  let version = 1;
  const reads: { subdomain: string; versionWhenSent: number; answer: () => void; fail: (error: Error) => void }[] = [];
  const lookup = (subdomain: string) =>
    new Promise<CompanyRow | undefined>((resolve, reject) => {
      const versionWhenSent = version;
      reads.push({
        subdomain,
        versionWhenSent,
        answer: () => resolve(subdomain === 'nobody' ? undefined : ({ id: `c-${subdomain}`, subdomain, contentVersion: versionWhenSent, settings: { a: 1 } } as unknown as CompanyRow)),
        fail: reject,
      });
    });
  return { lookup, reads, commitChange: () => version++ };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('batchedCompanyLookup', () => {
  it('never hands a request a row read before it arrived, so a change committed before it is seen', async () => {
    const { lookup, reads, commitChange } = controlledLookup();
    const find = batchedCompanyLookup(lookup);
    const first = find('demo');
    expect(reads).toHaveLength(1);
    // Another server commits a change while the first read is on its way; then a request arrives.
    commitChange();
    const second = find('demo');
    expect(reads).toHaveLength(1);
    reads[0]!.answer();
    await tick();
    expect((await first)?.contentVersion).toBe(1);
    // The second request's read is sent only now, after it arrived.
    expect(reads).toHaveLength(2);
    reads[1]!.answer();
    expect((await second)?.contentVersion).toBe(2);
  });

  it('reads once for everyone who arrived while a read was on its way', async () => {
    const { lookup, reads } = controlledLookup();
    const find = batchedCompanyLookup(lookup);
    const first = find('demo');
    const waiting = Array.from({ length: 10 }, () => find('demo'));
    reads[0]!.answer();
    await tick();
    expect(reads).toHaveLength(2);
    reads[1]!.answer();
    const rows = await Promise.all([first, ...waiting]);
    expect(rows.map((r) => r?.id)).toEqual(Array(11).fill('c-demo'));
    expect(reads).toHaveLength(2);
    // Quiet again: the next request reads at once.
    void find('demo');
    expect(reads).toHaveLength(3);
  });

  it('keeps each host apart, and says no company for a host that names none', async () => {
    const { lookup, reads } = controlledLookup();
    const find = batchedCompanyLookup(lookup);
    const demo = find('demo');
    const acme = find('acme');
    const nobody = find('nobody');
    expect(reads.map((r) => r.subdomain)).toEqual(['demo', 'acme', 'nobody']);
    for (const read of reads) read.answer();
    expect((await demo)?.id).toBe('c-demo');
    expect((await acme)?.id).toBe('c-acme');
    expect(await nobody).toBeUndefined();
  });

  it('gives every request a row of its own', async () => {
    const { lookup, reads } = controlledLookup();
    const find = batchedCompanyLookup(lookup);
    const first = find('demo');
    const [a, b] = [find('demo'), find('demo')];
    reads[0]!.answer();
    await first;
    await tick();
    reads[1]!.answer();
    const [rowA, rowB] = await Promise.all([a, b]);
    rowA!.settings.a = 2;
    expect(rowB!.settings.a).toBe(1);
    expect(rowA).not.toBe(rowB);
  });

  it('fails the requests of a failed read and reads afresh for the next', async () => {
    const { lookup, reads } = controlledLookup();
    const find = batchedCompanyLookup(lookup);
    const first = find('demo');
    const second = find('demo');
    reads[0]!.fail(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await tick();
    reads[1]!.fail(new Error('still away'));
    await expect(second).rejects.toThrow('still away');
    const third = find('demo');
    expect(reads).toHaveLength(3);
    reads[2]!.answer();
    expect((await third)?.id).toBe('c-demo');
  });
});
