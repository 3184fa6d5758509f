import type { ComponentProps } from "react";
import { cn } from "./cn";
import { Link } from "./link";

/**
 * The console's link in running text and table cells: brand colour, always underlined (not
 * only on hover), so it reads as a link without relying on colour. A link drawn by another
 * component (a pager's client-side link) takes the class itself.
 */
export const textLinkClass = "text-brand-700 underline underline-offset-2";

export function TextLink({ className, ...rest }: ComponentProps<typeof Link>) {
  return <Link {...rest} className={cn(textLinkClass, className)} />;
}
