"use client";

import { createContext, type ReactNode, useContext } from "react";
import { DEFAULT_LOCALE } from "@/lib/console/locale";

const LocaleContext = createContext(DEFAULT_LOCALE);

/** The request's locale for client components, so their server render matches the browser's. */
export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The user's locale, for format.ts in a client component that also renders on the server. */
export function useLocale(): string {
  return useContext(LocaleContext);
}
