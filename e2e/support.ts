import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Demo!Console2026";

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signInAs(page: Page, role: "admin" | "manager" | "support" | "compliance") {
  await signIn(page, `${role}@example.com`);
  await expect(page.getByTestId("current-role")).toHaveText(role);
}

export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" }).getByRole("link");
}
