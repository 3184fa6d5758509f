import { startExecutor } from "@/lib/console/background";
import { seedDemoCases } from "@/lib/console/cases/demo";
import { demoSecret, demoSecretNames } from "@/lib/console/demo-secrets";
import { deploymentFromEnv, setting, unsafeProductionSetting } from "@/lib/console/deployment";
import { recordSeen, seenCorporate } from "@/lib/console/directory";
import { startDirectorySync } from "@/lib/console/directory/background";
import { seedDemoPolicies, seedDemoUsers } from "@/lib/console/seed";
import { type Db, getDb } from "@/lib/db";
import { startSandboxBackground } from "@/lib/sandbox/background";
import { demoCast } from "@/lib/sandbox/demo/cast";
import { startDemoDataSeed } from "@/lib/sandbox/demo/start";

/** What the start-up runs that lives in features (lib does not import them): instrumentation.ts. */
type BackgroundWork = {
  /** The approval executor's run (features/approvals' runDueApprovals). */
  runDueApprovals?: (db: Db, holder: string) => Promise<unknown>;
  /** The bulk executor's run (features/bulk's runDueBatches). */
  runDueBatches?: (db: Db, holder: string) => Promise<unknown>;
};

/**
 * Runs once per server process: migrate the database, seed what is wanted, start the sandbox's
 * work, the directory's sync, the approval executor and the bulk executor.
 */
async function bootstrap(work: BackgroundWork = {}): Promise<void> {
  const unsafe = unsafeProductionSetting();
  if (unsafe) throw new Error(`Refusing to start in production: ${unsafe}`);
  const deployment = deploymentFromEnv();
  const db = await getDb();
  if (deployment.demo) await applyDemoSecrets(db);
  if (deployment.sandboxMounted) startSandboxBackground(getDb);
  if (deployment.seedDemoUsers) {
    const created = await seedDemoUsers(db);
    if (created > 0) console.log(`[bootstrap] created ${created} demo users (password in README)`);
    await seedDemoPolicies(db);
  }
  if (deployment.seedDemoData) void startDemoData(db);
  // In the background: the directory's backfill when it is empty, then its periodic sync.
  startDirectorySync();
  // Approved requests a server did not live to run (or settle) are run by whichever server asks first.
  if (work.runDueApprovals) startExecutor("approvals", work.runDueApprovals);
  // Confirmed batches whose server died (or that no server has started) resume on whichever asks.
  if (work.runDueBatches) startExecutor("bulk", work.runDueBatches);
}

/**
 * Seeds the built-in sandbox's demo data (in the background), and enters the corporates it made
 * in the console's directory: the provider cannot list corporates, so neither the directory's
 * sync nor anything else would ever find them, and the Corporates list would not show them.
 * Customers need not be entered: the sync reads them from the provider's customer list.
 */
export const startDemoData = (db: Db) =>
  startDemoDataSeed(async (made) => {
    await recordSeen(db, made.corporates.flatMap(seenCorporate));
    // The held and rejected customers' cases, each in a state the inbox shows (docs/cases.md).
    const held = (who: "hanna" | "ronja" | "henrik", status: "OnHold" | "Rejected") => ({
      id: made.customers[who],
      name: `${demoCast[who].first_name} ${demoCast[who].last_name}`,
      status,
    });
    await seedDemoCases(db, {
      hanna: held("hanna", "OnHold"),
      ronja: held("ronja", "Rejected"),
      henrik: held("henrik", "OnHold"),
    });
  });

/**
 * A demo runs its built-in sandbox on secrets of its own, not the published defaults
 * (lib/console/demo-secrets.ts); a SANDBOX_* value set explicitly still wins. They are handed
 * to both faces as the settings each already reads: the sandbox its SANDBOX_* (API user,
 * webhook signatures), the console the same ones, which it uses for the built-in sandbox when
 * no CAMS_* is set. Before any request, and before the sandbox's dispatcher starts.
 */
export async function applyDemoSecrets(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  for (const name of demoSecretNames) {
    if (!setting(env, name)) env[name] = await demoSecret(db, name);
  }
}

/** A server that cannot bootstrap must not serve: it says why and stops. */
export async function bootstrapOrExit(work?: BackgroundWork): Promise<void> {
  try {
    await bootstrap(work);
  } catch (error) {
    console.error(`\n[bootstrap] ${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  }
}
