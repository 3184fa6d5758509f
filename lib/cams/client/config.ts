/** Where the provider is and who we are to it. Passed in: this module never reads the environment. */
export type CamsClientConfig = {
  baseUrl: string;
  apiKey: string;
  username: string;
  /**
   * The password, or where to read it: asked at each token request, so a password rotated
   * while the process runs is used by the next token.
   */
  password: string | (() => Promise<string>);
  clientId: string;
  clientKey: string;
  signingSecret: string;
  /** Per HTTP attempt; default 10 s. */
  timeoutMs?: number;
  /** Transient-failure retries after the first attempt; default 3. */
  maxRetries?: number;
  fetch?: typeof fetch;
  /** Waits between retries; injectable so tests neither wait nor guess. */
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds since the epoch; decides when the cached token is due for renewal. */
  now?: () => number;
};

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_RETRIES = 3;
