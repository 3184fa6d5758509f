import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * Said before an action that a four-eyes policy will hold (the text from holdNotice): the maker
 * learns it will wait for a second person before they click, not after.
 */
export function HoldNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p data-testid="confirm-notice" className={cn("text-sm font-medium text-amber-900", className)}>
      {children}
    </p>
  );
}
