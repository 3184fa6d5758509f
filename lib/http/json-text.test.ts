import { describe, expect, it } from "vitest";
import { findJsonTextProblem, findUrlTextProblem, isText } from "./json-text";

describe("text that can be stored", () => {
  it("is any string without a NUL or a lone surrogate", () => {
    expect(isText("Jürgen 😀")).toBe(true);
    expect(isText("a\u0000b")).toBe(false);
    expect(isText("a\ud800b")).toBe(false);
    expect(isText("\udc00")).toBe(false);
  });

  it("names the body field that holds a bad character", () => {
    expect(findJsonTextProblem({ a: ["ok", { b: "x\u0000" }] })).toEqual({
      kind: "bad-character",
      path: "a[1].b",
    });
    expect(findJsonTextProblem({ a: ["ok"] })).toBeNull();
  });

  it("names the query parameter or the path of an address that holds one", () => {
    const at = (address: string) => findUrlTextProblem(new URL(address, "http://console.test"));
    expect(at("/customers?name=a%00b&status=Active")).toBe("name");
    expect(at("/customers?%00=x")).toBe("\u0000");
    expect(at("/customers/%00")).toBe("path");
    expect(at("/customers/%ED%A0%80")).toBe("path");
    expect(at("/customers/J%C3%BCrgen?name=J%C3%BCrgen%20%F0%9F%98%80")).toBeNull();
  });
});
