// The settings area's server-only public face.

export {
  approvableInvite,
  approvablePasswordRotation,
  approvableRoleChange,
} from "./lib/approvable";
export { approvableSecondFactorReset, approvableSetDisabled } from "./lib/approvable-access";
export { loadDirectoryPage, loadDirectoryStatus } from "./loaders/directory-page";
export { loadProviderPage } from "./loaders/provider-page";
export { loadSandboxPage } from "./loaders/sandbox-page";
export { loadSettingsPage } from "./loaders/settings-page";
