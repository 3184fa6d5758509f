/** Where the sandbox answers, mounted in the console or served alone: base_url ends in it. */
export const SANDBOX_BASE_PATH = "/sandbox";
