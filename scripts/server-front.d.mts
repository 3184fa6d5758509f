// Types of scripts/server-front.mjs, for its tests (TypeScript does not read JavaScript here).
import type { IncomingMessage, Server, ServerResponse } from "node:http";

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

export declare const CLIENT_ADDRESS_HEADER: string;
export declare const ALLOWED_METHODS: string;
export declare const KEEP_ALIVE_MS: number;
export declare const SANDBOX_LISTENER_KEY: string;
export declare function isSandboxPath(url: string): boolean;
export declare function createFrontServer(
  handle: Listener,
  options?: {
    sandbox?: () => Listener | undefined;
    headers?: readonly { key: string; value: string }[];
  },
): Server;
export declare function serverOptions(
  args: string[],
  env: Record<string, string | undefined>,
): { dev: boolean; port: number; hostname: string | undefined };
