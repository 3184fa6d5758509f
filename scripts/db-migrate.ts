// `npm run db:migrate`: applies the committed migrations to the configured database.
import { openConfiguredDb } from "../lib/db/client";
import { runMigrations } from "../lib/db/migrate";

const handle = openConfiguredDb();
await runMigrations(handle);
await handle.close();
console.log(`migrations applied (${handle.kind})`);
