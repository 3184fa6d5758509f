import { seedDemoUsers } from "@/lib/console/seed";
import { getDb } from "@/lib/db";
import { startSandboxBackground } from "@/lib/sandbox/background";
import { startDemoDataSeed } from "@/lib/sandbox/demo/start";

/** Whether the demo users are wanted: always in development, in production only on request. */
export function wantsDemoSeed(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SEED_DEMO === "1") return true;
  if (env.SEED_DEMO === "0") return false;
  return env.NODE_ENV === "development";
}

/**
 * Whether the built-in sandbox gets its demo customers: only when the console reads that
 * sandbox (CAMS_BASE_URL unset), then in development by default, otherwise only with
 * SEED_DEMO_DATA=1. Separate from SEED_DEMO, which the e2e server sets for its users while its
 * specs rely on an empty sandbox.
 */
export function wantsDemoData(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.CAMS_BASE_URL) return false;
  if (env.SEED_DEMO_DATA === "1") return true;
  if (env.SEED_DEMO_DATA === "0") return false;
  return env.NODE_ENV === "development";
}

/** Refuses to run a production server that would sign sessions with a guessable secret. */
export function assertAuthSecret(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
    throw new Error(
      "AUTH_SECRET is not set. It signs and encrypts console sessions, so production will not start without it. " +
        "Generate one with `openssl rand -base64 33` and set it in the environment.",
    );
  }
}

/** Runs once per server process: migrate the database, seed what is wanted, start the sandbox's work. */
export async function bootstrap(): Promise<void> {
  assertAuthSecret();
  const db = await getDb();
  startSandboxBackground(getDb);
  if (wantsDemoSeed()) {
    const created = await seedDemoUsers(db);
    if (created > 0) console.log(`[bootstrap] created ${created} demo users (password in README)`);
  }
  if (wantsDemoData()) startDemoDataSeed();
}

/** A server that cannot bootstrap must not serve: it says why and stops. */
export async function bootstrapOrExit(): Promise<void> {
  try {
    await bootstrap();
  } catch (error) {
    console.error(`\n[bootstrap] ${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  }
}
