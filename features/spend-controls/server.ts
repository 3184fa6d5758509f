// The spend controls area's server-only public face.
export { loadSpendControlPage, loadSpendControlsPage } from "./loaders/spend-controls-page";
