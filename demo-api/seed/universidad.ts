/** Demo tenant "Universidad Demo" (es, eus, en): a university congress on open science; networking and tickets off. */
import { communicationSection, legalSection, link, texts } from "./common";
import { t } from "./i18n";
import type { DemoTenant } from "./types";
import { posts } from "./universidad/blog";
import { pages } from "./universidad/cms";
import { activities, rooms, splits, tags, topics, tracks } from "./universidad/schedule";
import { speakers } from "./universidad/speakers";
import { sponsorCategories, sponsors } from "./universidad/sponsors";

export const universidad: DemoTenant = {
  token: "demo-universidad-token",
  name: "Universidad Demo",
  languages: ["es", "eus", "en"],
  headerMenu: [
    link(texts.agenda, "agenda"),
    link(texts.speakers, "ponentes"),
    link(texts.sponsors, "patrocinadores"),
    link(t("El congreso", "The congress", "O congresso", "Kongresua"), "", [
      link(t("Organización", "Organisation", "Organização", "Antolakuntza"), "sobre-el-congreso"),
      link(texts.howToGetThere, "como-llegar"),
      link(texts.blog, "blog"),
    ]),
    link(texts.contact, "contacto"),
  ],
  footer: [
    legalSection,
    communicationSection({
      text: t("Web de la universidad", "University website", "Site da universidade", "Unibertsitatearen webgunea"),
      target: "https://www.universidad.example.org",
    }),
  ],
  venues: [
    {
      id: 30,
      name: "Campus de Leioa, Universidad Demo",
      city: "Leioa",
      address: { street: "Barrio Sarriena, s/n", postalCode: "48940", region: "Bizkaia", country: "ES" },
    },
  ],
  catalogue: { tags, rooms, splits, tracks, topics, activities, speakers, sponsorCategories, sponsors, posts, pages },
};
