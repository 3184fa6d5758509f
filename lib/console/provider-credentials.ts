import "server-only";
import { and, eq, isNull, ne } from "drizzle-orm";
import { type CamsClient, isCamsError } from "@/lib/cams/client";
import type { Db } from "@/lib/db";
import { providerCredentials } from "@/lib/db/schema";
import { ActionRefusal } from "./actions/refusal";
import { fingerprintSecret, openSecret, sealSecret } from "./secret-box";

// The provider password the console uses: the configured one (CAMS_PASSWORD), until an admin
// rotates it from the console (POST /manage/password). The rotated one is kept sealed in the
// database, so every console process on it uses it for its next token, and a restart keeps it.

const PURPOSE = "provider-password";

/** Who the console is to the provider: a rotation belongs to that identity only. */
type ProviderIdentity = { baseUrl: string; username: string; password: string };

const identityOf = (config: ProviderIdentity) => `${config.baseUrl}|${config.username}`;

async function rowFor(db: Db, config: ProviderIdentity) {
  const [row] = await db
    .select()
    .from(providerCredentials)
    .where(eq(providerCredentials.provider, identityOf(config)));
  // A rotation of an older configured password gives way to a newer CAMS_PASSWORD.
  return row && row.configuredFingerprint === fingerprintSecret(config.password, PURPOSE)
    ? row
    : undefined;
}

/** The password for the next token: the rotated one if there is one, else the configured one. */
export async function providerPassword(db: Db, config: ProviderIdentity): Promise<string> {
  const row = await rowFor(db, config);
  return (row?.active && openSecret(row.active, PURPOSE)) || config.password;
}

type RotationState = {
  rotatedAt: Date | null;
  rotatedBy: string | null;
  /** When the rotation the provider has not confirmed was sent: checkPendingRotation resolves it. */
  pendingSince: Date | null;
};

export async function rotationState(db: Db, config: ProviderIdentity): Promise<RotationState> {
  const row = await rowFor(db, config);
  return {
    rotatedAt: row?.rotatedAt ?? null,
    rotatedBy: row?.rotatedBy ?? null,
    pendingSince: row?.pending ? row.updatedAt : null,
  };
}

export const ROTATION_IN_DOUBT = "ROTATION_IN_DOUBT";

/**
 * Changes the provider password. The new one is written, sealed, as pending before the provider
 * is asked, and becomes the active one when it agrees: whatever happens in between (a timeout,
 * a crash), the console still holds every password the provider may now have. Refused, the
 * pending one is dropped; unanswered, it stays for checkPendingRotation.
 */
export async function rotatePassword(
  db: Db,
  client: CamsClient,
  config: ProviderIdentity,
  newPassword: string,
  actorId: string,
): Promise<void> {
  const provider = identityOf(config);
  const configuredFingerprint = fingerprintSecret(config.password, PURPOSE);
  const pending = sealSecret(newPassword, PURPOSE);
  // Claim the one pending slot in a single statement: while a rotation is unanswered, or being
  // sent by another admin or process, a second one would overwrite the only copy of a password
  // the provider may now hold. The row is made first if this identity has none yet.
  await db
    .insert(providerCredentials)
    .values({ provider, configuredFingerprint })
    .onConflictDoNothing();
  const claimed = await db
    .update(providerCredentials)
    .set({ pending, configuredFingerprint, updatedAt: new Date() })
    .where(
      and(
        eq(providerCredentials.provider, provider),
        isNull(providerCredentials.pending),
        eq(providerCredentials.configuredFingerprint, configuredFingerprint),
      ),
    )
    .returning({ active: providerCredentials.active });
  if (claimed.length === 0) {
    // Either a rotation is pending, or the row belongs to an older configured password.
    const row = await rowFor(db, config);
    if (row?.pending) {
      throw new ActionRefusal(
        ROTATION_IN_DOUBT,
        "Another rotation has not been confirmed by the provider yet. Check it before rotating again.",
      );
    }
    // A rotation of an older CAMS_PASSWORD gives way to the configured one, once.
    const replaced = await db
      .update(providerCredentials)
      .set({ active: null, pending, configuredFingerprint, rotatedAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(providerCredentials.provider, provider),
          ne(providerCredentials.configuredFingerprint, configuredFingerprint),
        ),
      )
      .returning({ provider: providerCredentials.provider });
    if (replaced.length === 0) {
      throw new ActionRefusal(
        ROTATION_IN_DOUBT,
        "Another rotation has just started. Check it before rotating again.",
      );
    }
  }
  const active = claimed[0]?.active ?? null;
  const current = (active && openSecret(active, PURPOSE)) || config.password;
  try {
    await client.call("managePassword", {
      body: { current_password: current, new_password: newPassword },
    });
  } catch (error) {
    if (isCamsError(error) && error.httpStatus < 500) {
      await settle(db, provider, { pending: null });
      throw error;
    }
    throw new ActionRefusal(
      ROTATION_IN_DOUBT,
      "The provider did not answer. The new password is kept until the provider's answer is known: check the rotation before trying again.",
    );
  }
  await settle(db, provider, {
    active: pending,
    pending: null,
    rotatedAt: new Date(),
    rotatedBy: actorId,
  });
}

/**
 * A rotation the provider did not answer: a token request with the new password says whether it
 * took. Taken, the new password becomes the active one; refused, it is dropped.
 */
export async function checkPendingRotation(
  db: Db,
  client: CamsClient,
  config: ProviderIdentity & { clientId: string; clientKey: string },
  /** The rotation the admin saw pending: another one started since is not theirs to settle. */
  pendingSince: Date,
  actorId: string,
): Promise<"rotated" | "not-rotated" | "nothing-pending"> {
  const row = await rowFor(db, config);
  const candidate = row?.pending && openSecret(row.pending, PURPOSE);
  if (!row || !candidate || row.updatedAt.getTime() !== pendingSince.getTime())
    return "nothing-pending";
  try {
    await client.call("createToken", {
      body: {
        username: config.username,
        password: candidate,
        client_id: config.clientId,
        client_key: config.clientKey,
      },
    });
  } catch (error) {
    if (isCamsError(error) && error.httpStatus === 401) {
      await settle(db, row.provider, { pending: null });
      return "not-rotated";
    }
    throw error;
  }
  await settle(db, row.provider, {
    active: row.pending,
    pending: null,
    rotatedAt: new Date(),
    rotatedBy: actorId,
  });
  return "rotated";
}

function settle(
  db: Db,
  provider: string,
  values: Partial<typeof providerCredentials.$inferInsert>,
) {
  return db
    .update(providerCredentials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(providerCredentials.provider, provider));
}
