import { type ApprovalAction, approvalActionLabels } from "@/lib/db/schema/approval-values";

// The audit log stores actions by their stable names (`compliance.record_decision`); people read
// them as sentences. One table, used by the Audit page and the customer timeline.

const actionWords: Record<string, string> = {
  "auth.sign_in": "Signed in",
  "auth.sign_out": "Signed out",
  "access.refused": "Access refused",
  "account.credit": "Account credited",
  "account.debit": "Account debited",
  "account.transfer": "Money moved between own accounts",
  "account.outgoing_credit_transfer": "SEPA transfer sent",
  "account.simulate_outgoing_credit_transfer": "SEPA transfer outcome simulated",
  "account.check_movement": "Money movement checked",
  "card.activate": "Card activated",
  "card.block": "Card blocked",
  "card.unblock": "Card unblocked",
  "card.replace": "Card replaced",
  "card.simulate_status": "Card status simulated",
  "compliance.add_note": "Compliance note added",
  "compliance.record_decision": "Compliance decision recorded",
  "compliance.apply_aml_decision": "AML decision applied on the sandbox",
  "customer.create": "Customer onboarded",
  "list.export": "List exported as CSV",
  "customer.accounts.create": "Accounts opened",
  "customer.cards.create": "Cards issued",
  "customer.address.patch": "Address changed",
  "customer.address.put": "Address replaced",
  "customer.identification.update": "Identification changed",
  "customer.phones.update": "Phones changed",
  "customer.profile.update": "Profile changed",
  "directory.sync": "Directory synced with the provider",
  "directory.rebuild": "Directory rebuild started",
  "beneficiary.create": "Beneficiary created",
  "card.simulate_authorization": "Card payment simulated",
  "corporate.create": "Corporate created",
  "corporate.update": "Corporate changed",
  "corporate.individual.create": "Corporate individual added",
  "corporate.accounts.create": "Corporate accounts opened",
  "onboarding.draft.save": "Onboarding draft saved",
  "provider.password.rotate": "Provider password rotated",
  "provider.password.check_rotation": "Provider password rotation checked",
  "saved_view.save": "View saved",
  "saved_view.rename": "Saved view renamed",
  "saved_view.delete": "Saved view deleted",
  "saved_view.share": "Saved view shared with a role",
  "saved_view.unshare": "Saved view no longer shared",
  "sandbox.reset": "Sandbox emptied",
  "sandbox.save_state": "Sandbox state saved",
  "sandbox.restore_state": "Sandbox state restored",
  "sandbox.load_scenario": "Sandbox scenario loaded",
  "sandbox.clock.advance": "Sandbox clock advanced",
  "sandbox.clock.freeze": "Sandbox clock frozen or let run",
  "sandbox.clock.reset": "Sandbox clock back to real time",
  "spend_control.create": "Spend control group created",
  "spend_control.change": "Spend control group changed",
  "spend_control.replace": "Spend control group replaced",
  "spend_control.what_if": "Authorization what-if asked",
  "webhook_event.redeliver": "Webhook sent again",
  "user.set_disabled": "User access changed",
  "user.update_role": "User role changed",
  "user.invite": "Person invited",
  "user.reset_password": "Password reset",
  "user.reset_second_factor": "Second factor reset",
  "user.start_second_factor": "Second factor set-up started",
  "user.enrol_second_factor": "Second factor set up",
  "user.end_session": "Session ended",
  "bulk.upload": "File checked for a batch",
  "bulk.onboarding.run": "Onboarding batch confirmed",
  "bulk.card_actions.run": "Card actions batch confirmed",
  "bulk.money.run": "Money batch confirmed",
  "bulk.cancel": "Batch cancelled",
  "bulk.retry": "Failed rows checked again as a new batch",
  "bulk.batch.done": "Batch finished",
  "bulk.batch.cancelled": "Batch stopped",
  // A stored row its kind's rules no longer take: refused before anything is sent.
  "bulk.onboarding.row": "Onboarding row refused before sending",
  "bulk.card_actions.row": "Card action row refused before sending",
  "bulk.money.row": "Money row refused before sending",
  "user.end_sessions": "All sessions of a person ended",
  "settings.require_second_factor": "Second factor requirement changed",
  "cases.open": "Case opened",
  "cases.take": "Case taken",
  "cases.assign": "Case assigned",
  "cases.move": "Case moved",
  "cases.close": "Case closed",
  "cases.add_note": "Case note added",
  "cases.attach_file": "File attached to a case",
  "cases.snooze": "Case snoozed",
  "cases.wake": "Case woken",
  "cases.reassign_officer": "An officer's cases moved",
  "cases.set_availability": "Officer away or back",
  "cases.update_settings": "Case settings changed",
  "notifications.mark_read": "Notices marked read",
  "cases.download_attachment": "Case file downloaded",
  "cases.download_evidence_pack": "Evidence pack downloaded",
  "user.set_password": "Password set from a link",
  "approval.request": "Approval requested",
  "approval.approve": "Approved by a second person",
  "approval.reject": "Rejected by a second person",
  "approval.withdraw": "Approval request withdrawn",
  "approval.policy.update": "Approval policy changed",
};

/** `compliance.record_decision` → "Compliance decision recorded"; an unknown name in words. */
export function auditActionLabel(action: string): string {
  const known = actionWords[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How an outcome reads after the action: nothing for a success. */
export const outcomeWords: Record<string, string> = {
  success: "Done",
  failure: "Refused",
  denied: "Not allowed",
};

const targetWords: Record<string, string> = {
  customer: "Customer",
  account: "Account",
  card: "Card",
  corporate: "Corporate",
  user: "User",
  directory: "Directory",
  permission: "Permission",
  saved_view: "Saved view",
  approval_request: "Approval request",
  approval_policy: "Approval policy",
  bulk_batch: "Batch",
};

/** What an entry was aimed at, as words: "Card 7f3a…", never `card: <uuid>` alone. */
export function auditTargetLabel(type: string | null, id: string | null): string | null {
  if (!type) return null;
  const noun = targetWords[type] ?? type.replace(/[._]+/g, " ");
  return id ? `${noun} ${id}` : noun;
}

/** Where a target's page is, when it has one. */
export function auditTargetHref(type: string | null, id: string | null): string | null {
  if (!id) return null;
  const base = {
    customer: "/customers",
    card: "/cards",
    corporate: "/corporates",
    approval_request: "/approvals",
    bulk_batch: "/bulk",
  }[type ?? ""];
  return base ? `${base}/${encodeURIComponent(id)}` : null;
}

/**
 * The one value an entry's `after` adds to its sentence: a decision's "Clear", say, or the
 * action a four-eyes request is for ("Debit").
 */
export function auditSummary(after: unknown): string | null {
  if (!after || typeof after !== "object") return null;
  const policy = (after as Record<string, unknown>).policy;
  if (typeof policy === "string" && Object.hasOwn(approvalActionLabels, policy))
    return approvalActionLabels[policy as ApprovalAction];
  const decision = (after as Record<string, unknown>).decision;
  if (typeof decision !== "string") return null;
  const words = decision.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
