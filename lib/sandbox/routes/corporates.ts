import { createCorporate } from "../domain/corporates/create";
import { createCorporateIndividual } from "../domain/corporates/individuals";
import { findCorporate } from "../domain/corporates/load";
import { updateCorporate } from "../domain/corporates/update";
import { corporateView, individualView } from "../domain/corporates/view";
import type { HandlerMap } from "../handler";

export const corporateHandlers: HandlerMap = {
  async createCorporate({ body, ctx }) {
    return { status: 201, body: await corporateView(ctx, await createCorporate(ctx, body)) };
  },
  async getCorporate({ params, ctx }) {
    return {
      status: 200,
      body: await corporateView(ctx, await findCorporate(ctx, params.corporate_id)),
    };
  },
  async updateCorporate({ params, body, ctx }) {
    const corporate = await updateCorporate(ctx, params.corporate_id, body);
    return { status: 200, body: await corporateView(ctx, corporate) };
  },
  async createCorporateIndividual({ params, body, ctx }) {
    const individual = await createCorporateIndividual(ctx, params.corporate_id, body);
    return { status: 201, body: individualView(individual) };
  },
};
