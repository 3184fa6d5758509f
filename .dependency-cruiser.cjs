// The import rules of docs/architecture.md, checked in CI (`npm run lint`). Imports run one way:
// app -> features -> components/ui, lib. Tests may reach across (a console test may drive the
// in-process sandbox); production code may not.
const notTest = "\\.test\\.tsx?$|(^|/)__fixtures__/|/testing(/|\\.ts$)";
/** lib/cams holds no test helper that reaches elsewhere: only its tests and fixtures may. */
const camsTest = "\\.test\\.tsx?$|(^|/)__fixtures__/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A cycle makes two modules one; break it by moving what both need into a third.",
      severity: "error",
      from: { path: "^(app|features|components|lib)/" },
      to: { circular: true },
    },
    {
      name: "lib-not-upwards",
      comment: "lib holds the platform and the spec: it never imports features, components or app.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(features|components|app)/" },
    },
    {
      name: "components-only-ui",
      comment: "Shared UI primitives live in components/ui; feature components in features/<area>.",
      severity: "error",
      from: { path: "^components/" },
      to: { path: "^(features|app)/|^components/(?!ui/)" },
    },
    {
      name: "features-not-app",
      comment: "Routes import features, never the other way round.",
      severity: "error",
      from: { path: "^features/" },
      to: { path: "^app/" },
    },
    {
      name: "feature-public-face",
      comment:
        "Another area is reached only through its public face: features/<area>/index.ts, or server.ts for its server-only loaders. app/ is not an area: routes may import a feature's files.",
      severity: "error",
      // A test may drive another area's action (a batch's test approves its request).
      from: { path: "^features/([^/]+)/", pathNot: notTest },
      to: {
        path: "^features/([^/]+)/",
        pathNot: ["^features/$1/", "^features/[^/]+/(index|server)\\.ts$"],
      },
    },
    {
      name: "cams-only-zod",
      comment:
        "lib/cams is the interface as code: it imports only zod and itself (no other package, no Node built-in: it runs in the browser too).",
      severity: "error",
      from: { path: "^lib/cams/", pathNot: camsTest },
      to: { pathNot: "^lib/cams/|^node_modules/zod/|^zod$" },
    },
    {
      name: "links-on-intent",
      comment:
        "Links come from components/ui/link.tsx, which prefetches a page when the user points at or focuses its link, not every link in view (docs/performance.md).",
      severity: "error",
      from: { path: "^(app|features|components)/", pathNot: "^components/ui/link\\.tsx$" },
      to: { path: "^node_modules/next/link(\\.js)?$" },
    },
    {
      name: "sandbox-not-console",
      comment: "The sandbox and the console meet only over HTTP.",
      severity: "error",
      from: { path: "^lib/sandbox/", pathNot: notTest },
      to: { path: "^lib/console/" },
    },
    {
      name: "console-not-sandbox",
      comment: "The console reaches the sandbox only over HTTP (app/ mounts it).",
      severity: "error",
      from: { path: "^(lib/console|features|components)/", pathNot: notTest },
      to: { path: "^lib/sandbox/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // node_modules is not followed, but stays in the graph: cams-only-zod must see packages.
    exclude: { path: "^(\\.next|\\.data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
