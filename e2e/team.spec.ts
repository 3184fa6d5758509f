import { randomInt } from "node:crypto";
import { expect, test } from "./fixtures";
import { expectAccessible, signIn, signInAs } from "./support";

const suffix = () => String(randomInt(1e9));

test("an admin invites support2, who sets a password from the link and signs in; the link works once", async ({
  page,
  browser,
}) => {
  const email = `support2-${suffix()}@example.com`;
  await signInAs(page, "admin");
  await page.goto("/settings");
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
