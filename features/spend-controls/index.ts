// The public face of the spend controls area for routes; its server-only loaders are in
// ./server.ts.
export { SpendControlPage } from "./components/spend-control-page";
export { SpendControlsPage } from "./components/spend-controls-page";
