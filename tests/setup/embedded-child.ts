// Starts the embedded database in the given directory and waits to be killed,
// as `npm start` would be by a `kill -9`.
import { startEmbeddedDatabase } from '../../src/server/db/embedded';

const db = await startEmbeddedDatabase(process.argv[2]!);
await db.createDatabase('arbour');
process.stdout.write('ready\n');
setInterval(() => {}, 1000);
