import { findSpendControl } from "../domain/spend-controls/load";
import {
  createSpendControl,
  patchSpendControl,
  putSpendControl,
} from "../domain/spend-controls/save";
import { spendControlView } from "../domain/spend-controls/view";
import type { HandlerMap } from "../handler";

export const spendControlHandlers: HandlerMap = {
  async createSpendControl({ body, ctx }) {
    return { status: 201, body: spendControlView(await createSpendControl(ctx, body)) };
  },
  async getSpendControl({ params, ctx }) {
    return { status: 200, body: spendControlView(await findSpendControl(ctx, params.id)) };
  },
  async patchSpendControl({ params, body, ctx }) {
    return { status: 200, body: spendControlView(await patchSpendControl(ctx, params.id, body)) };
  },
  async putSpendControl({ params, body, ctx }) {
    return { status: 200, body: spendControlView(await putSpendControl(ctx, params.id, body)) };
  },
};
