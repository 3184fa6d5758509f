// The saved views' server-only public face: the shell's sidebar list and the page's loader.
export {
  loadSavedViewsPage,
  loadSidebarViews,
} from "./loaders/saved-views";
