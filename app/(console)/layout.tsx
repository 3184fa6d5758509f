import type { ReactNode } from "react";
import { ConsoleShell } from "@/features/shell";
import { loadConsoleShell } from "@/features/shell/server";

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  return <ConsoleShell shell={await loadConsoleShell()}>{children}</ConsoleShell>;
}
