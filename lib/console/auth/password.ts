import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id recommendation: 19 MiB of memory, two passes, one lane.
const ARGON2ID = 2; // Algorithm.Argon2id; the package declares it as a const enum
const options = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
