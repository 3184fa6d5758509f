// Vitest runs server modules outside React's server environment, where the real `server-only`
// package throws by design. The Next build still uses the real package.
export {};
