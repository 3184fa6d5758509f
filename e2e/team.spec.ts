import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { expect, test } from "./fixtures";
import { expectAccessible, shoot, signIn, signInAs } from "./support";

const suffix = () => String(randomInt(1e9));

test("an admin invites support2, who sets a password from the link and signs in; the link works once", async ({
  page,
  browser,
}) => {
  const email = `support2-${suffix()}@example.com`;
  await signInAs(page, "admin", "/settings");
  const invite = page.getByRole("region", { name: "Invite a person" });
  // An address already in use is refused on its field.
  await invite.getByLabel("Email").fill("manager@example.com");
  await invite.getByLabel("Name").fill("Sam Two");
  await invite.getByLabel("Role").selectOption("support");
  await invite.getByRole("button", { name: "Invite" }).click();
  await expect(invite.getByText("Someone already signs in with this email address.")).toBeVisible();
  await invite.getByLabel("Email").fill(email);
  await invite.getByRole("button", { name: "Invite" }).click();
  const linkField = invite.getByLabel(`Invitation link for ${email}`, { exact: false });
  await expect(linkField).toHaveValue(/\/welcome\/[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("no password yet");
  await expectAccessible(page);

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Welcome, Sam Two");
  await expectAccessible(invitee);
  await invitee.getByLabel("New password").fill("a sentence I remember");
  await invitee.getByLabel("The same password again").fill("a sentence I remembr");
  await invitee.getByRole("button", { name: "Set my password" }).click();
  await expect(
    invitee.getByText("The two passwords differ: type the same one twice"),
  ).toBeVisible();
  await invitee.getByLabel("The same password again").fill("a sentence I remember");
  await invitee.getByRole("button", { name: "Set my password" }).click();
  await invitee.getByRole("link", { name: `Sign in as ${email}` }).click();
  await signIn(invitee, email, "a sentence I remember");
  await expect(invitee.getByTestId("current-role")).toHaveText("support");

  // The link is spent: opened again, it says so in words.
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("This link does not open");
  await expect(invitee.getByText("This link was already used")).toBeVisible();
  await invitee.context().close();

  // The admin resets the new person's password, confirmed first: a new link is shown.
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: `Reset password of ${email}…` }).click();
  const dialog = page.getByRole("dialog", { name: "Reset this password?" });
  await expect(dialog).toContainText("every session of theirs ends");
  await dialog.getByRole("button", { name: "Reset password" }).click();
  await expect(row.getByLabel(`Password reset link for ${email}`, { exact: false })).toHaveValue(
    /\/welcome\//,
  );
});

test("a new person enrols a second factor, signs in with a code, uses a recovery code once, and an admin resets it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const invited = await invitePerson(page, "Tia Two");
  const { email, password } = invited;
  let person = await (await browser.newContext()).newPage();
  /** The person's browser closed and opened again: a new context, no cookies. */
  const fresh = async (previous: typeof person) => {
    await previous.context().close();
    return (await browser.newContext()).newPage();
  };
  await setPasswordAndSignIn(person, invited);

  // Enrolment: a QR code and the secret; a wrong code is refused on its field.
  await person.goto("/security");
  await expect(person.getByText("This is a demo")).toBeVisible();
  await person.getByRole("button", { name: "Set up a second factor" }).click();
  await expect(person.getByRole("img", { name: /QR code/ })).toBeVisible();
  // A reload keeps the secret being set up.
  const secret = (await person.getByTestId("second-factor-secret").textContent()) ?? "";
  await person.reload();
  await expect(person.getByTestId("second-factor-secret")).toHaveText(secret);
  await expectAccessible(person);
  await shoot(person, "second-factor-enrol");
  await person.getByLabel("Code from the app").fill("12345");
  await person.getByRole("button", { name: "Confirm" }).click();
  await expect(
    person.getByText("Enter the 6-digit code your authenticator app shows"),
  ).toBeVisible();
  await person.getByLabel("Code from the app").fill(await codeNow(secret));
  await person.getByRole("button", { name: "Confirm" }).click();
  const shown = person.getByTestId("recovery-codes").getByRole("listitem");
  await expect(shown).toHaveCount(10);
  const codes = await shown.allTextContents();
  await person.getByRole("button", { name: "I have kept them" }).click();
  await expect(person.getByText("10 of your 10 recovery codes are unused")).toBeVisible();

  // Sign-in now asks for the code after the password; a wrong one is refused on the field. Each
  // sign-in is in a fresh browser context: clearing cookies lets a late response of the earlier
  // session's pages (the proxy renews its cookie on each) bring that session back.
  person = await fresh(person);
  await signIn(person, email, password);
  await expect(person.getByLabel("Authentication code")).toBeFocused();
  await expectAccessible(person);
  await shoot(person, "second-factor-sign-in");
  await person.getByLabel("Authentication code").fill("000000");
  await person.getByRole("button", { name: "Verify" }).click();
  await expect(person.getByText("That code is not right or was already used")).toBeVisible();
  await person.getByLabel("Authentication code").fill(codes[0]!);
  await person.getByRole("button", { name: "Verify" }).click();
  await expect(person.getByTestId("current-role")).toHaveText("support");

  // The recovery code is spent: a second sign-in with it is refused.
  person = await fresh(person);
  await signIn(person, email, password);
  await person.getByLabel("Authentication code").fill(codes[0]!);
  await person.getByRole("button", { name: "Verify" }).click();
  await expect(person.getByText("That code is not right or was already used")).toBeVisible();

  // The admin resets the second factor, confirmed first: the next sign-in asks for no code.
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Second factor: on");
  await row.getByRole("button", { name: `Reset second factor of ${email}…` }).click();
  const dialog = page.getByRole("dialog", { name: "Reset this second factor?" });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Reset second factor" }).click();
  await expect(row).toContainText("Second factor: off");
  person = await fresh(person);
  await signIn(person, email, password);
  await expect(person.getByTestId("current-role")).toHaveText("support");
  await person.context().close();
});

test("a person sees where they are signed in and ends another session; an admin ends them all", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const invited = await invitePerson(page, "Lou Two");
  const { email, password } = invited;
  const laptop = await (await browser.newContext()).newPage();
  // The laptop's timers, moved on below past a message's 5 s instead of waiting them out.
  await laptop.clock.install();
  await setPasswordAndSignIn(laptop, invited);
  const phone = await (await browser.newContext()).newPage();
  await signIn(phone, email, password);
  await expect(phone.getByTestId("current-role")).toHaveText("support");

  // The Security page lists both; this browser is marked and cannot be ended from here.
  await laptop.goto("/security");
  const list = laptop.getByRole("table", { name: "Your sessions, most recently seen first" });
  await expect(list.getByRole("row")).toHaveCount(3);
  await expect(list.getByText("this browser")).toHaveCount(1);
  await expect(list.getByRole("button", { name: /^End session on / })).toHaveCount(1);
  await expectAccessible(laptop);
  await shoot(laptop, "security-sessions");

  // Ending the other one asks first; the phone's next step is a sign-in.
  await list.getByRole("button", { name: /^End session on / }).click();
  const dialog = laptop.getByRole("dialog", { name: "End this session?" });
  await expectAccessible(laptop);
  await dialog.getByRole("button", { name: "End session" }).click();
  // The ended session's row, and the button that had focus, leave the list: focus goes to the
  // message, which stays while it has it.
  const ended = laptop.getByRole("status").filter({ hasText: "Session ended." });
  await expect(ended).toBeFocused();
  await expect(list.getByRole("row")).toHaveCount(2);
  await laptop.clock.fastForward(5_500);
  // The message's timer has run; React renders what it decided in a task of its own (posted on a
  // MessageChannel, which the clock does not hold), so one more such task lets that land first.
  await laptop.evaluate(
    () =>
      new Promise((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = done;
        channel.port2.postMessage(0);
      }),
  );
  await expect(ended).toBeFocused();
  await expectAccessible(laptop);
  await shoot(laptop, "security-session-ended", { fullPage: false });
  await phone.goto("/cards");
  await expect(phone).toHaveURL(/\/login/);
  await laptop.reload();
  await expect(laptop.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();

  // The admin sees the one session left, and ends it (confirmed first).
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("1 active session");
  await row.getByRole("button", { name: `End all sessions of ${email}…` }).click();
  await page
    .getByRole("dialog", { name: "End every session of this person?" })
    .getByRole("button", { name: "End all sessions" })
    .click();
  await expect(row).toContainText("0 active sessions");
  await expect(page.getByRole("status").filter({ hasText: "has ended." })).toBeFocused();
  await laptop.goto("/security");
  await expect(laptop).toHaveURL(/\/login/);
  await laptop.context().close();
  await phone.context().close();
});

/** An admin (on `page`) invites a support agent; answers their address, password and link. */
async function invitePerson(page: Page, name: string) {
  const email = `support2-${suffix()}@example.com`;
  await signInAs(page, "admin", "/settings");
  const invite = page.getByRole("region", { name: "Invite a person" });
  await invite.getByLabel("Email").fill(email);
  await invite.getByLabel("Name").fill(name);
  await invite.getByLabel("Role").selectOption("support");
  await invite.getByRole("button", { name: "Invite" }).click();
  const link = await invite
    .getByLabel(`Invitation link for ${email}`, { exact: false })
    .inputValue();
  return { email, password: "another sentence I keep", link };
}

/** The invited person sets their password from the link, and signs in with it. */
async function setPasswordAndSignIn(
  person: Page,
  { email, password, link }: Awaited<ReturnType<typeof invitePerson>>,
) {
  await person.goto(link);
  await person.getByLabel("New password").fill(password);
  await person.getByLabel("The same password again").fill(password);
  await person.getByRole("button", { name: "Set my password" }).click();
  await person.getByRole("link", { name: `Sign in as ${email}` }).click();
  await signIn(person, email, password);
  await expect(person.getByTestId("current-role")).toHaveText("support");
}

/** The code an authenticator app shows now for this secret. */
const codeNow = (secret: string) => generate({ secret });
