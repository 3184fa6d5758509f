// The bulk area's server-only public face.

export { approvableBatches } from "./lib/confirm";
export { runDueBatches } from "./lib/executor";
export { resultsResponse, templateResponse } from "./lib/routes";
export { loadBatchPage, loadBulkPage } from "./loaders/bulk-pages";
