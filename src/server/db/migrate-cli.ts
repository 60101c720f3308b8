import { openDatabase } from './database';
import { readEnv } from '../env';
import { createLogger } from '../lib/logger';

// Applies migrations (done by openDatabase) and exits: run once per deploy.
const env = readEnv();
const database = await openDatabase(env, createLogger(env.LOG_LEVEL));
console.log('Migrations applied.');
await database.shutdown();
