// `npm run user:create -- --email a@b.c --role manager --name "A Person"`
// Prompts for the password on a terminal, or reads it from standard input when piped.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { z } from "@/lib/cams/zod";
import { MIN_USER_PASSWORD_LENGTH } from "../lib/console/auth/password-rules";
import { createUser, findUserByEmail } from "../lib/console/auth/users";
import { openConfiguredDb } from "../lib/db/client";
import { runMigrations } from "../lib/db/migrate";
import { roles } from "../lib/db/schema/roles";

const input = z.object({
  email: z.email("--email must be an email address"),
  role: z.enum(roles, { error: `--role must be one of ${roles.join(", ")}` }),
  name: z.string().trim().min(1, "--name is required"),
  password: z
    .string()
    .min(
      MIN_USER_PASSWORD_LENGTH,
      `the password needs at least ${MIN_USER_PASSWORD_LENGTH} characters`,
    ),
});

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    for await (const line of createInterface({ input: process.stdin })) return line;
    return "";
  }
  // A terminal gets a prompt, and nothing is echoed while the password is typed.
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => rl.question("Password: ", resolve));
  muted = true;
  const password = await answer;
  rl.close();
  process.stdout.write("\n");
  return password;
}

const { values } = parseArgs({
  options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
});
const parsed = input.safeParse({ ...values, password: await readPassword() });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`error: ${issue.message}`);
  process.exit(2);
}
const handle = openConfiguredDb();
await runMigrations(handle);
if (await findUserByEmail(handle.db, parsed.data.email)) {
  console.error(`error: a user with email ${parsed.data.email} already exists`);
  await handle.close();
  process.exit(1);
}
const user = await createUser(handle.db, parsed.data);
await handle.close();
console.log(`created ${user.email} (${user.role})`);
