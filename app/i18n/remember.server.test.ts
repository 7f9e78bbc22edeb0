import { createInstance } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { rememberTranslations } from "./remember.server";

function instance() {
  const i18n = createInstance();
  void i18n.init({
    lng: "es",
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      es: {
        common: {
          hello: "Hola, {{name}}",
          days_one: "Falta {{count}} día",
          days_other: "Faltan {{count}} días",
          list: { a: "uno", b: "dos" },
          nested: { title: "Título" },
        },
      },
    },
    defaultNS: "common",
  });
  const { translator } = i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } };
  const translate = vi.spyOn(translator, "translate");
  rememberTranslations(i18n);
  return { i18n, translate };
}

describe("rememberTranslations", () => {
  it("works a key out once: the same call again is answered from memory", () => {
    const { i18n, translate } = instance();
    expect(i18n.t("hello", { name: "Ana" })).toBe("Hola, Ana");
    expect(i18n.t("hello", { name: "Ana" })).toBe("Hola, Ana");
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it("keeps calls with different options apart: values, counts, and a count's type", () => {
    const { i18n } = instance();
    expect(i18n.t("hello", { name: "Ana" })).toBe("Hola, Ana");
    expect(i18n.t("hello", { name: "Eva" })).toBe("Hola, Eva");
    expect(i18n.t("days", { count: 1 })).toBe("Falta 1 día");
    expect(i18n.t("days", { count: 3 })).toBe("Faltan 3 días");
    expect(i18n.t("days", { count: 1 })).toBe("Falta 1 día");
  });

  it("keeps an option given as undefined apart from one left out, as i18next does", () => {
    const { i18n } = instance();
    expect(i18n.t("hello")).toBe("Hola, {{name}}");
    expect(i18n.t("hello", { name: undefined })).toBe("Hola, ");
    expect(i18n.t("hello")).toBe("Hola, {{name}}");
  });

  it("serves react-i18next's fixed t (a key prefix and a namespace)", () => {
    const { i18n, translate } = instance();
    const t = i18n.getFixedT("es", "common", "nested");
    expect(t("title")).toBe("Título");
    expect(t("title")).toBe("Título");
    expect(translate).toHaveBeenCalledTimes(1);
    expect(i18n.getFixedT("es", "common")("nested.title")).toBe("Título");
  });

  it("gives every render the same fixed t for the same language, namespace and prefix, with i18next's own properties", () => {
    const { i18n } = instance();
    const t = i18n.getFixedT("es", "common", "nested");
    expect(i18n.getFixedT("es", "common", "nested")).toBe(t);
    expect(i18n.getFixedT("es", "common")).not.toBe(t);
    expect(i18n.getFixedT(null, ["common"])("list.a")).toBe("uno");
    const { lng, ns, keyPrefix } = t as unknown as Record<string, unknown>;
    expect([lng, ns, keyPrefix]).toEqual(["es", "common", "nested"]);
  });

  it("does not remember what is not a plain string call: objects returned, object values", () => {
    const { i18n, translate } = instance();
    const calls = (run: () => unknown) => {
      const before = translate.mock.calls.length;
      run();
      return translate.mock.calls.length - before;
    };
    const objects = () => expect(i18n.t("list", { returnObjects: true })).toEqual({ a: "uno", b: "dos" });
    expect(calls(objects)).toBeGreaterThan(0);
    expect(calls(objects)).toBeGreaterThan(0);
    const when = new Date(0);
    expect(calls(() => i18n.t("hello", { name: when }))).toBe(1);
    expect(calls(() => i18n.t("hello", { name: when }))).toBe(1);
  });
});
