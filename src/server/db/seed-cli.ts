import { openDatabase } from './database';
import { seedDemo } from './seed';
import { readEnv } from '../env';
import { createLogger } from '../lib/logger';

const env = readEnv();
const database = await openDatabase(env, createLogger(env.LOG_LEVEL));
const seeded = await seedDemo(database.db);
console.log(seeded ? 'Seeded the demo companies.' : 'The database already has companies; nothing seeded.');
await database.shutdown();
