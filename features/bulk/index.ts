// The public face of the bulk area for routes; its server-only loaders are in ./server.ts.

export { BatchPage } from "./components/batch-page";
export { BulkPage } from "./components/bulk-page";
