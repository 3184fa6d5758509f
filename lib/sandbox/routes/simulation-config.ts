import type { HandlerMap } from "../handler";
import { getProgrammeSettings, setProgrammeSettings } from "../tables/programme";

export const simulationConfigHandlers: HandlerMap = {
  async setConfig({ body, ctx }) {
    const patch = {
      userVerificationEnabled: body.user_verification_enabled,
      settlementDelayBusinessDays: body.settlement_delay_business_days,
      cardDispatchDelayDays: body.card_dispatch_delay_days,
    };
    const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (Object.keys(given).length > 0) await setProgrammeSettings(ctx.db, given);
    const settings = await getProgrammeSettings(ctx.db);
    return {
      status: 200,
      body: {
        user_verification_enabled: settings.userVerificationEnabled,
        settlement_delay_business_days: settings.settlementDelayBusinessDays,
        card_dispatch_delay_days: settings.cardDispatchDelayDays,
      },
    };
  },
};
