import { readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { translateMessage } from "./messages";

const texts = (lng: string) => JSON.parse(readFileSync(path.join(__dirname, "../../locales", lng, "validation.json"), "utf8"));

describe("a minimum amount of money names its currency (issue 28: «El importe mínimo es 5»)", () => {
  it.each([
    ["es", "El importe mínimo es 5 €"],
    ["en", "The minimum amount is €5"],
    ["pt", "O valor mínimo é 5 €"],
    ["eus", "Gutxieneko zenbatekoa 5 € da"],
  ] as const)("%s", async (lng, expected) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, ns: ["validation"], resources: { [lng]: { validation: texts(lng) } }, interpolation: { escapeValue: false } });
    expect(translateMessage(i18n.t, "minAmount?amount=5&currency=EUR", lng)).toBe(expected);
  });
});
