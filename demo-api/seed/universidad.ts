/** Demo tenant "Universidad Demo" (es, eus, en): a university congress; networking and tickets off. */
import { communicationSection, legalSection, link, texts } from "./common";
import type { DemoTenant } from "./types";
import { congreso } from "./congreso";

export const universidad: DemoTenant = {
  token: "demo-universidad-token",
  name: "Universidad Demo",
  languages: ["es", "eus", "en"],
  headerMenu: [link(texts.blog, "blog"), link(texts.contact, "contacto")],
  footer: [legalSection, communicationSection({ text: texts.contact, target: "contacto" })],
  venues: congreso.venues,
  // A placeholder until the congress has its own programme: Congreso Demo's.
  catalogue: congreso.catalogue,
};
