// The transactions area's server-only public face.
export { startTransactionsPage } from "./loaders/first-page";
