import { expect } from "vitest";
import type { CardStatusCode } from "@/lib/cams";
import { cardItem, carrierAddress } from "@/lib/cams/__fixtures__/bodies";
import type { SandboxHarness } from "../testing";
import { newCustomer } from "./account-holders";

// Cards made and moved over HTTP, for the sandbox's HTTP tests.

/** One new card of the customer, as POST /customers/{id}/cards answered it. */
export async function newCard(
  sb: SandboxHarness,
  customerId: string,
  item: Record<string, unknown> = {},
) {
  const response = await sb.call("POST", `/customers/${customerId}/cards`, {
    body: [{ ...cardItem, ...item }],
  });
  expect(response.status).toBe(201);
  return response.body.cards[0];
}

/** A simulated move, or a card operation (its path under /cards/{card_id}). */
type Step = { simulate: CardStatusCode } | { path: string; body?: unknown };
const simulate = (status: CardStatusCode): Step => ({ simulate: status });
const activate: Step = { path: "/activate" };
const printed = [simulate("02"), simulate("03")];
const active = [...printed, activate];

/**
 * How a new physical card (at 01) is brought to each status through the interface and the
 * simulation, written out rather than taken from the sandbox's own rules.
 */
const routes: Record<CardStatusCode, Step[]> = {
  "01": [],
  "02": [simulate("02")],
  "03": printed,
  "04": [...printed, simulate("04")],
  "00": active,
  "05": [...active, { path: "/block" }],
  "41": [...active, simulate("41")],
  "43": [...active, simulate("43")],
  "54": [...active, simulate("54")],
  "62": [
    ...active,
    { path: "/replace", body: { reason: "Damaged", carrier_delivery_address: carrierAddress } },
  ],
  "83": [...active, simulate("83")],
};

function stepCard(sb: SandboxHarness, cardId: string, step: Step) {
  return "simulate" in step
    ? simulateCard(sb, cardId, { status: step.simulate })
    : sb.call("POST", `/cards/${cardId}${step.path}`, { body: step.body });
}

/** A new customer's physical card, brought to `status`. */
export async function cardAt(sb: SandboxHarness, status: CardStatusCode) {
  const customerId = await newCustomer(sb);
  const { card_id: cardId } = await newCard(sb, customerId);
  for (const step of routes[status]) {
    expect((await stepCard(sb, cardId, step)).status).toBeLessThan(300);
  }
  const now = await sb.call("GET", `/customers/${customerId}`);
  expect(now.body.cards.find((c: { card_id: string }) => c.card_id === cardId).status).toBe(status);
  return { customerId, cardId };
}

/** Asks the simulation to move the card (or take it off its customer). */
export const simulateCard = (sb: SandboxHarness, cardId: string, body: unknown) =>
  sb.call("POST", `/simulate/cards/${cardId}/status`, { body });
