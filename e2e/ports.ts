// Where the e2e servers listen. Worker n's server (e2e/fixtures.ts) is on E2E_PORT + n, for n
// below E2E_WORKERS; e2e/two-servers.spec.ts starts its own two just above those, so no run
// reaches past E2E_PORT + E2E_WORKERS + 1. Both are read here once, for the config and the
// specs alike (the workers inherit the run's environment).

/** The first port, 3100 unless E2E_PORT says otherwise. */
export const basePort = Number(process.env.E2E_PORT ?? 3100);

/** Playwright workers, each with its own server: 2 unless E2E_WORKERS says otherwise. */
export const workerCount = Number(process.env.E2E_WORKERS ?? 2);

/** The port of the server of the worker with this parallel index (0, 1, …). */
export const serverPort = (parallelIndex: number) => basePort + parallelIndex;

/** Ports for specs that start servers of their own, clear of every worker's. */
export const ownServerPorts = [basePort + workerCount, basePort + workerCount + 1] as const;
