// The spec's "missing-fields modal" notice after a login, worded here like a toast: pages without
// account forms do not carry the `account` catalogue.
import { getT } from "~/i18n/i18n.server";
import { languageCode, type Locale } from "~/i18n/locales";

export type MissingFieldsNotice = { title: string; text: string; link: string; anchor: string };

export function missingFieldsNotice(locale: Locale, fields: readonly string[]): MissingFieldsNotice | null {
  if (!fields.length) return null;
  const t = getT(locale);
  const names = fields.map((field) => t(`account:missingFields.${field}`, { defaultValue: field }));
  const list = new Intl.ListFormat(languageCode(locale), { type: "conjunction" }).format(names);
  return {
    title: t("account:login.missingTitle"),
    text: t("account:login.missingText", { fields: list }),
    link: t("account:login.missingLink"),
    anchor: t("account:login.missingAnchor"),
  };
}
