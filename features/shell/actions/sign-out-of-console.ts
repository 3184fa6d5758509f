"use server";

import { signOut } from "@/lib/console/auth";

export async function signOutOfConsole() {
  await signOut({ redirectTo: "/login" });
}
