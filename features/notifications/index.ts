// The public face of this area for routes and other areas; its server-only feed is in
// ./server.ts.
export { LazyNotificationBell } from "./components/lazy-notification-bell";
