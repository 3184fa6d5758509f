// The error-codes area's server-only public face.
export { loadErrorCodesPage } from "./loaders/error-codes-page";
