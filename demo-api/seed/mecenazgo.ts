/** Demo tenant "Mecenazgo Demo" (es, eus). Texts still exist in all four locales. */
import { communicationSection, legalSection, link, texts } from "./common";
import { t } from "./i18n";
import type { DemoTenant } from "./types";
import { posts } from "./mecenazgo/blog";
import { pages } from "./mecenazgo/cms";
import { activities, rooms, splits, tags, topics, tracks } from "./mecenazgo/schedule";
import { speakers } from "./mecenazgo/speakers";
import { sponsorCategories, sponsors } from "./mecenazgo/sponsors";

export const mecenazgo: DemoTenant = {
  token: "demo-mecenazgo-token",
  name: "Mecenazgo Demo",
  languages: ["es", "eus"],
  headerMenu: [
    link(t("Campañas", "Campaigns", "Campanhas", "Kanpainak"), "campanas"),
    link(texts.blog, "blog"),
    link(texts.contact, "contacto"),
    link(texts.aboutUs, "", [
      link(t("Quiénes somos", "Who we are", "Quem somos", "Nor gara"), "quienes-somos"),
      link(t("Preguntas frecuentes", "FAQ", "Perguntas frequentes", "Ohiko galderak"), "preguntas-frecuentes"),
    ]),
  ],
  footer: [
    legalSection,
    communicationSection({
      text: t("Portal de transparencia", "Transparency portal", "Portal da transparência", "Gardentasun-ataria"),
      target: "https://transparencia.mecenazgo.example",
    }),
  ],
  venues: [
    {
      id: 20,
      name: "Tabakalera",
      city: "Donostia",
      address: { street: "Andre Zigarrogileen plaza, 1", postalCode: "20012", region: "Gipuzkoa", country: "ES" },
    },
  ],
  catalogue: { tags, rooms, splits, tracks, topics, activities, speakers, sponsorCategories, sponsors, posts, pages },
};
