// Gives a fresh clone what `next dev` needs without any setup: an AUTH_SECRET for development,
// kept in .env.local (git-ignored) so sessions survive restarts. An exported AUTH_SECRET wins.
// An empty `AUTH_SECRET=` (a copied .env.example) counts as unset and is filled in place. The
// secret starts with "dev-only-" so that a production start recognises and refuses it
// (lib/console/deployment.ts).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const file = ".env.local";
const text = existsSync(file) ? readFileSync(file, "utf8") : "";
const present = /^AUTH_SECRET=\S/m.test(text);
if (!process.env.AUTH_SECRET && !present) {
  const line = `AUTH_SECRET=dev-only-${randomBytes(33).toString("base64")}`;
  const next = /^AUTH_SECRET=\s*$/m.test(text)
    ? text.replace(/^AUTH_SECRET=\s*$/m, line)
    : `${text}\n# Written by scripts/prepare-dev.mjs for development only.\n${line}\n`;
  writeFileSync(file, next);
  console.log("[dev] wrote a development AUTH_SECRET to .env.local");
}
