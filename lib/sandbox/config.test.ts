import { describe, expect, it } from "vitest";
import { sandboxConfigFromEnv } from "./config";

// `.env.example` lists every setting with an empty value where it has no default to show, and
// its first line says to copy it: an empty setting must mean "unset", never "empty".
describe("sandboxConfigFromEnv", () => {
  it("takes an empty setting as unset: the contract's default applies", () => {
    const empty = sandboxConfigFromEnv({
      PORT: "",
      SANDBOX_API_KEY: "",
      SANDBOX_PASSWORD: "",
      SANDBOX_WEBHOOK_URL: "",
      SANDBOX_WEBHOOK_SECRET: "",
    });
    expect(empty).toEqual(sandboxConfigFromEnv({}));
    expect(empty.webhookUrl).toBe("http://127.0.0.1:3000/api/webhooks/cams");
  });

  it("sends webhooks to the port the console serves on", () => {
    expect(sandboxConfigFromEnv({ PORT: "3300" }).webhookUrl).toBe(
      "http://127.0.0.1:3300/api/webhooks/cams",
    );
  });
});
