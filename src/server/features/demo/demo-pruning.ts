import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage/storage-driver';
import { storedLogo } from '../../lib/company-settings';
import { DEMO_COPY_MAX_AGE_SECONDS } from '../../tenancy/demo-cookie';
import { deleteDemoCopy, demoCopiesMadeBefore, lockDemoCopyMadeBefore, storedFileKeysOf } from './demo-pruning.queries';

/**
 * How long a demo visitor's copy is kept: the copy cookie's day, and an hour more so a browser
 * given its cookie as the copy was made has let it lapse before the copy goes.
 */
export const DEMO_COPY_LIFETIME_MS = (DEMO_COPY_MAX_AGE_SECONDS + 60 * 60) * 1000;

export interface DemoCopyPruning {
  /** Copies removed, each with all its rows. */
  copies: number;
  /** Stored objects removed after their copy's rows. */
  objects: number;
  /** Objects whose removal failed: nothing names them any more, so they only cost storage. */
  objectsLeft: number;
  /** Copies that could not be removed (each left whole), to be tried again on the next run. */
  failures: { copyId: string; error: unknown }[];
}

/**
 * Removes the demo visitors' copies made before the cut-off: each in a transaction of its own, so a
 * failure leaves that copy whole, by one DELETE of its company row that cascades to every table;
 * then, once its rows are gone, the stored objects they named. Only rows with `demo_of` are ever
 * chosen, and the database refuses to delete any other company.
 */
export async function pruneDemoCopies(db: Database, storage: FileStorage, cutOff: Date): Promise<DemoCopyPruning> {
  const outcome: DemoCopyPruning = { copies: 0, objects: 0, objectsLeft: 0, failures: [] };
  for (const copyId of await demoCopiesMadeBefore(db, cutOff)) {
    let keys: string[] | null;
    try {
      keys = await db.transaction(async (tx) => {
        const copy = await lockDemoCopyMadeBefore(tx, copyId, cutOff);
        if (!copy) return null;
        const named = [...(await storedFileKeysOf(tx, copyId)), storedLogo(copy.settings)?.key].filter((key): key is string => !!key);
        if (!(await deleteDemoCopy(tx, copyId))) return null;
        // A copy's own objects are under its id; anything else it names (the logo its settings
        // copied from the demo company, say) belongs to someone else and stays.
        return named.filter((key) => key.startsWith(`${copyId}/`));
      });
    } catch (error) {
      outcome.failures.push({ copyId, error });
      continue;
    }
    if (!keys) continue;
    outcome.copies += 1;
    const deleted = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    for (const result of deleted) {
      if (result.status === 'fulfilled') outcome.objects += 1;
      else outcome.objectsLeft += 1;
    }
  }
  return outcome;
}
