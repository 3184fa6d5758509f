import { ErrorCode, errorCatalog, findErrorCode } from "@/lib/cams";
import { SandboxError } from "../errors";
import type { HandlerMap } from "../handler";

export const errorCodeHandlers: HandlerMap = {
  async listErrorCodes() {
    return { status: 200, body: errorCatalog };
  },
  async getErrorCode({ params }) {
    const record = findErrorCode(params.code);
    if (!record) throw new SandboxError(ErrorCode.DataNotFound);
    return { status: 200, body: record };
  },
};
