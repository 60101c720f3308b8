import { main } from './tenant-activate-command';

// npm run tenant:deactivate -- --subdomain acme
process.exitCode = await main(process.argv.slice(2), false);
