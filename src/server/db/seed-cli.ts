import { openDatabase } from './database';
import { seedDemo } from './seed';
import { resolveConfig } from '../config';
import { readEnv } from '../env';
import { createLogger } from '../lib/logger';
import { createFileStorage } from '../lib/storage/file-storage';

const env = readEnv();
const database = await openDatabase(env, createLogger(env.LOG_LEVEL));
const config = resolveConfig(env, { embedded: database.embedded });
// The owner's role: the seed writes several companies, and the app role sees none without one set.
const seeded = await seedDemo(database.owner.db, { storage: createFileStorage(config.storage) });
console.log(seeded ? 'Seeded the demo companies.' : 'The database already has companies; nothing seeded.');
await database.shutdown();
