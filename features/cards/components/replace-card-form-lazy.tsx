"use client";

import dynamic from "next/dynamic";
import { FormSkeleton } from "@/components/ui/form-skeleton";

/**
 * The replacement form, loaded after the page: its validation (zod, react-hook-form) was about
 * a fifth of the card page's first-load JavaScript, and the card's facts and status actions
 * need none of it. The skeleton holds the form's place so nothing moves when it arrives.
 */
export const LazyReplaceCardForm = dynamic(
  () => import("./replace-card-form").then((module) => module.ReplaceCardForm),
  { ssr: false, loading: () => <FormSkeleton label="Loading the replacement form" fields={6} /> },
);
