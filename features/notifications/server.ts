// The notifications area's server-only public face.

export { notificationFeed } from "./lib/feed";
