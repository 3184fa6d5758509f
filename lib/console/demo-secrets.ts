import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { password } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { deploymentSecrets } from "@/lib/db/schema";
import { openSecret, sealSecret } from "./secret-box";

// A public demo (CONSOLE_DEMO=1) must not run on the sandbox credentials this repository
// publishes: with them a stranger could call its sandbox (reset it, read it) and forge its
// webhooks. So it makes its own at its first start and keeps them in the database, sealed, where
// every server on that database finds the same ones. Development keeps the published ones.

const PURPOSE = "deployment-secret";

/**
 * 28 characters, 96 bits of them random, that /token's password rules accept: the prefix gives
 * each kind of character they ask for, and a draw that repeats one three times is drawn again.
 */
function demoPassword(): string {
  for (;;) {
    const candidate = `Dm1!${randomBytes(12).toString("hex")}`;
    if (password.safeParse(candidate).success) return candidate;
  }
}

/** The settings a demo makes for itself, each with how a fresh value is made. */
const generated = {
  SANDBOX_API_KEY: () => `demo-${randomBytes(24).toString("hex")}`,
  SANDBOX_PASSWORD: demoPassword,
  // Standard Webhooks' form: `whsec_` and 32 random bytes in base64.
  SANDBOX_WEBHOOK_SECRET: () => `whsec_${randomBytes(32).toString("base64")}`,
} as const;

type DemoSecretName = keyof typeof generated;
export const demoSecretNames = Object.keys(generated) as DemoSecretName[];

const storedValue = async (db: Db, name: string) =>
  (await db.select().from(deploymentSecrets).where(eq(deploymentSecrets.name, name)))[0];

/**
 * The value of one of the demo's own secrets: the stored one, else a fresh one stored now. Of
 * servers starting at once, the first insert wins and the others read it. One sealed under an
 * earlier AUTH_SECRET cannot be read: it is replaced, once, as at a first start.
 */
export async function demoSecret(db: Db, name: DemoSecretName): Promise<string> {
  await db
    .insert(deploymentSecrets)
    .values({ name, sealed: sealSecret(generated[name](), PURPOSE) })
    .onConflictDoNothing();
  const row = await storedValue(db, name);
  if (!row) throw new Error(`${name} was not stored`);
  const value = openSecret(row.sealed, PURPOSE);
  if (value) return value;
  await db
    .update(deploymentSecrets)
    .set({ sealed: sealSecret(generated[name](), PURPOSE), createdAt: new Date() })
    .where(and(eq(deploymentSecrets.name, name), eq(deploymentSecrets.sealed, row.sealed)));
  const replaced = await storedValue(db, name);
  const fresh = replaced && openSecret(replaced.sealed, PURPOSE);
  if (!fresh) throw new Error(`${name} could not be read back`);
  return fresh;
}
