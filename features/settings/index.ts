// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.

export { DirectoryPage } from "./components/directory-page";
export { ProviderPage } from "./components/provider-page";
export { SandboxPage } from "./components/sandbox-page";
export { SettingsNav } from "./components/settings-nav";
export { SettingsPage } from "./components/settings-page";
