import { openDatabase } from './database';
import { seedDemo } from './seed';
import { resolveConfig } from '../config';
import { readEnv } from '../env';
import { createLogger } from '../lib/logger';
import { createFileStorage } from '../lib/storage/file-storage';

const env = readEnv();
const database = await openDatabase(env, createLogger(env.LOG_LEVEL));
const config = resolveConfig(env, { embedded: database.embedded });
const seeded = await seedDemo(database.db, { storage: createFileStorage(config.storage) });
console.log(seeded ? 'Seeded the demo companies.' : 'The database already has companies; nothing seeded.');
await database.shutdown();
