import { main } from './tenant-activate-command';

// npm run tenant:activate -- --subdomain acme
process.exitCode = await main(process.argv.slice(2), true);
