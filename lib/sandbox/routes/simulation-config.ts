import type { HandlerMap } from "../handler";
import { getProgrammeSettings, setProgrammeSettings } from "../tables/programme";

export const simulationConfigHandlers: HandlerMap = {
  async setConfig({ body, ctx }) {
    if (body.user_verification_enabled !== undefined) {
      await setProgrammeSettings(ctx.db, {
        userVerificationEnabled: body.user_verification_enabled,
      });
    }
    const settings = await getProgrammeSettings(ctx.db);
    return { status: 200, body: { user_verification_enabled: settings.userVerificationEnabled } };
  },
};
