"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { resetSecondFactorDefinition } from "../lib/approvable-access";

/** An admin resets another user's second factor (lib/approvable-access.ts says how). */
export const resetSecondFactor = defineAction(resetSecondFactorDefinition);
