import { describe, expect, it } from 'vitest';
import type { CompanyRow } from '../db/schema/companies';
import { batchedCompanyLookup } from './company-lookup-batch';

/** A lookup whose reads the test answers by hand, each with the version current when it was sent. */
function controlledLookup() {
  let version = 1;
  const reads: { subdomain: string; answer: () => void; fail: (error: Error) => void }[] = [];
  const lookup = (subdomain: string) =>
    new Promise<CompanyRow | undefined>((resolve, reject) => {
      const versionWhenSent = version;
      reads.push({
        subdomain,
        answer: () => resolve(subdomain === 'nobody' ? undefined : ({ id: `c-${subdomain}`, subdomain, contentVersion: versionWhenSent, settings: { a: 1 } } as unknown as CompanyRow)),
        fail: reject,
      });
    });
  return { lookup, reads, commitChange: () => version++ };
}

/** The rest of this turn of the event loop: what a burst of connections delivers together. */
const endOfTurn = () => new Promise((r) => setImmediate(r));

describe('batchedCompanyLookup', () => {
  it('reads once for every request of one turn, sent after the last of them arrived', async () => {
    const { lookup, reads } = controlledLookup();
    const find = batchedCompanyLookup(lookup);
    const burst = Array.from({ length: 10 }, () => find('demo'));
    expect(reads).toHaveLength(0);
    await endOfTurn();
    expect(reads).toHaveLength(1);
    reads[0]!.answer();
    expect((await Promise.all(burst)).map((r) => r?.id)).toEqual(Array(10).fill('c-demo'));
  });

  it('never hands a request a read already sent, so a change committed before it arrived is seen', async () => {
    const { lookup, reads, commitChange } = controlledLookup();
    const find = batchedCompanyLookup(lookup);
    const first = find('demo');
    await endOfTurn();
    expect(reads).toHaveLength(1);
    // Another server commits a change while the first read is on its way; then a request arrives.
    commitChange();
    const second = find('demo');
    await endOfTurn();
    expect(reads).toHaveLength(2);
    reads[0]!.answer();
    reads[1]!.answer();
    expect((await first)?.contentVersion).toBe(1);
    expect((await second)?.contentVersion).toBe(2);
  });

  it('keeps each host apart, and says no company for a host that names none', async () => {
    const { lookup, reads } = controlledLookup();
    const find = batchedCompanyLookup(lookup);
    const demo = find('demo');
    const acme = find('acme');
    const nobody = find('nobody');
    await endOfTurn();
    expect(reads.map((r) => r.subdomain)).toEqual(['demo', 'acme', 'nobody']);
    for (const read of reads) read.answer();
    expect((await demo)?.id).toBe('c-demo');
    expect((await acme)?.id).toBe('c-acme');
    expect(await nobody).toBeUndefined();
  });

  it('gives every request a row of its own', async () => {
    const { lookup, reads } = controlledLookup();
    const find = batchedCompanyLookup(lookup);
    const [a, b] = [find('demo'), find('demo')];
    await endOfTurn();
    reads[0]!.answer();
    const [rowA, rowB] = await Promise.all([a, b]);
    rowA!.settings.a = 2;
    expect(rowB!.settings.a).toBe(1);
    expect(rowA).not.toBe(rowB);
  });

  it('fails the requests of a failed read and reads afresh for the next', async () => {
    const { lookup, reads } = controlledLookup();
    const find = batchedCompanyLookup(lookup);
    const [first, second] = [find('demo'), find('demo')];
    await endOfTurn();
    reads[0]!.fail(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await expect(second).rejects.toThrow('database away');
    const third = find('demo');
    await endOfTurn();
    expect(reads).toHaveLength(2);
    reads[1]!.answer();
    expect((await third)?.id).toBe('c-demo');
  });
});
