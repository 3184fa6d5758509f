import "server-only";
import { approvableMoneyActions } from "@/features/accounts/server";
import { approvableBatches } from "@/features/bulk/server";
import { approvableCardReplace } from "@/features/cards/server";
import { approvableAmlDecision } from "@/features/compliance/server";
import {
  approvableInvite,
  approvablePasswordRotation,
  approvableRoleChange,
  approvableSecondFactorReset,
  approvableSetDisabled,
} from "@/features/settings/server";
import type { ApprovableAction } from "@/lib/console/approvals/preview";
import { approvablePolicyChange } from "./policy-definition";

/**
 * Every action a four-eyes policy can hold back, by its audit name: what an approval runs. Listed
 * explicitly (an action's definition lives in its area's lib, its "use server" file only wraps
 * it); an action with `fourEyes` missing here is caught by registry.test.ts.
 */
export const approvable: ReadonlyMap<string, ApprovableAction> = new Map(
  [
    ...approvableMoneyActions,
    approvableAmlDecision,
    approvableCardReplace,
    approvableRoleChange,
    approvableInvite,
    approvableSetDisabled,
    approvableSecondFactorReset,
    approvablePasswordRotation,
    approvablePolicyChange,
    ...approvableBatches,
  ].map((entry) => [entry.definition.name, entry]),
);
