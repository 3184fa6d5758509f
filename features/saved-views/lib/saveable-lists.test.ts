import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  canonicalQuery,
  saveableListOf,
  saveableLists,
  saveViewRequest,
  viewHref,
  viewName,
} from "./saveable-lists";

const id = "7f3a2c1e-0b4d-4e5f-9a8b-1c2d3e4f5a6b";

describe("the name of a view", () => {
  it("keeps 60 characters, trimmed", () => {
    expect(viewName.parse(`  ${"a".repeat(60)}  `)).toBe("a".repeat(60));
  });
  it("refuses 61 characters in words", () => {
    expect(viewName.safeParse("a".repeat(61)).error?.issues[0]?.message).toBe(
      "Keep the name to 60 characters or fewer",
    );
  });
  it("refuses a blank name", () => {
    expect(viewName.safeParse("   ").error?.issues[0]?.message).toBe("Enter a name for the view");
    expect(viewName.safeParse("").error?.issues[0]?.message).toBe("Enter a name for the view");
  });
  it("keeps one character", () => {
    expect(viewName.parse("x")).toBe("x");
  });
});

describe("which pages can be saved", () => {
  it.each([
    "/customers",
    "/corporates",
    "/cards",
    "/accounts",
    "/audit",
    "/events",
    "/compliance",
    "/cases",
    `/customers/${id}/accounts/${id}/transactions`,
    `/cards/${id}/transactions`,
    `/corporates/${id}/accounts/${id}/transactions`,
  ])("accepts %s", (path) => {
    expect(saveableListOf(path)).not.toBeNull();
  });

  it("has a test path for every list of the registry", () => {
    expect(saveableLists).toHaveLength(11);
  });

  it.each([
    "//evil.com",
    "//evil.com/customers",
    "https://evil.com/customers",
    "http:/customers",
    "/\\evil.com",
    "customers",
    "",
    "/",
    "/customers/",
    "/customers/new",
    "/settings",
    "/views",
    `/customers/${id}`,
    `/cards/${id}`,
    "/cards/../settings/transactions",
    "/cards/./transactions",
    "/cards/%2F%2Fevil.com/transactions",
    "/cards//transactions",
    `/cards/${id}/transactions/`,
    `/cards/${"a".repeat(65)}/transactions`,
    "/Customers",
    "/customers?x=1",
    "/customers#x",
  ])("refuses %j", (path) => {
    expect(saveableListOf(path)).toBeNull();
  });
});

describe("the query a view keeps", () => {
  it("drops the page and the leading ?, and sorts the keys", () => {
    expect(canonicalQuery("?status=Active&page=3&last_name=M%C3%BCller")).toBe(
      "last_name=M%C3%BCller&status=Active",
    );
    expect(canonicalQuery("")).toBe("");
    expect(canonicalQuery("name=acme+corp")).toBe("name=acme+corp");
  });

  it("drops where in a transactions view the person was: its scan position and open drawer", () => {
    expect(canonicalQuery("?direction=credit&scanned=1000&transaction=tx-1&min=10")).toBe(
      "direction=credit&min=10",
    );
  });

  it.each([
    ["a control character", "name=a\u0001b"],
    ["a line break", "name=a\nb"],
    ["a space", "name=a b"],
    ["a fragment", "name=a#b"],
    ["a backslash", "name=a\\b"],
    ["a malformed escape", "name=%zz"],
    ["non-ASCII text not escaped", "name=müller"],
    ["too long a query", `name=${"a".repeat(1000)}`],
  ])("refuses %s", (_, search) => {
    expect(canonicalQuery(search)).toBeNull();
  });

  it("keeps a query of 1000 characters", () => {
    const search = `name=${"a".repeat(995)}`;
    expect(canonicalQuery(search)).toBe(search);
  });
});

describe("what Save view sends", () => {
  it("keeps a plain view and links back to it", () => {
    const parsed = saveViewRequest.parse({
      name: " Acme ",
      pathname: "/corporates",
      search: "?name=acme&page=2",
      sharedRole: "support",
    });
    expect(parsed).toEqual({
      name: "Acme",
      pathname: "/corporates",
      search: "name=acme",
      sharedRole: "support",
    });
    expect(viewHref(parsed)).toBe("/corporates?name=acme");
    expect(viewHref({ pathname: "/audit", search: "" })).toBe("/audit");
  });

  it("says on its field what it refuses", () => {
    const result = saveViewRequest.safeParse({
      name: "x",
      pathname: "//evil.com",
      search: "a=\u0000",
      sharedRole: "root",
    });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );
    expect(byField).toEqual({
      pathname: "This page cannot be saved as a view",
      search: "This page's filters cannot be saved",
      sharedRole: "Choose a role",
    });
  });
});

// The shell renders the Save view button and the sidebar list on every console page: what they
// import statically ships with every page. zod and react-hook-form come only with the dialog,
// loaded when it is first opened (issue 18: first-load JS).
describe("what every console page ships for saved views", () => {
  const source = (file: string) => readFileSync(path.join(import.meta.dirname, file), "utf8");
  const staticImports = (text: string) =>
    [...text.matchAll(/^import (?!type)[^;]*? from "([^"]+)";/gms)].map((m) => m[1]);

  it("keeps zod and the form out of the shell's button, sidebar list and path rules", () => {
    for (const file of [
      "saveable-paths.ts",
      "../components/save-view-button.tsx",
      "../components/saved-views-nav.tsx",
      "../index.ts",
    ]) {
      const imports = staticImports(source(file));
      expect(imports, file).not.toContain("zod");
      expect(imports, file).not.toContain("react-hook-form");
      expect(
        imports.filter((i) => /saveable-lists|save-view-dialog|saved-views-page/.test(i!)),
        file,
      ).toEqual([]);
    }
    expect(source("../index.ts")).not.toMatch(/from "\.\/lib\/saveable-lists"/);
    expect(source("../components/save-view-button.tsx")).toMatch(
      /dynamic\(\(\) => import\("\.\/save-view-dialog"\)/,
    );
  });
});
