import { describe, expect, it } from "vitest";
import { withoutTrailingNulls } from "./html-stream.server";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("the NULs React 18 leaves at the end of a flushed buffer", () => {
  it("are dropped, up to the three a multi-byte character can leave", () => {
    expect(withoutTrailingNulls(bytes(0x64, 0))).toEqual(bytes(0x64));
    expect(withoutTrailingNulls(bytes(0x64, 0, 0, 0))).toEqual(bytes(0x64));
  });

  it("leave everything else as it was", () => {
    const text = new TextEncoder().encode("Faltan 106 días");
    expect(withoutTrailingNulls(text)).toBe(text);
    expect(withoutTrailingNulls(bytes(0, 0x64))).toEqual(bytes(0, 0x64));
    expect(withoutTrailingNulls(bytes(0x64, 0, 0, 0, 0))).toEqual(bytes(0x64, 0));
  });
});
