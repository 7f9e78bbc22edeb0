/** Main demo tenant: "Congreso Demo" (es, en, pt, eus). */
import { communicationSection, legalSection, link, texts } from "./common";
import { t } from "./i18n";
import type { DemoTenant } from "./types";
import { posts } from "./congreso/blog";
import { pages } from "./congreso/cms";
import { activities, rooms, splits, tags, topics, tracks } from "./congreso/schedule";
import { speakers } from "./congreso/speakers";
import { sponsorCategories, sponsors } from "./congreso/sponsors";

export const congreso: DemoTenant = {
  token: "demo-congreso-token",
  name: "Congreso Demo",
  languages: ["es", "en", "pt", "eus"],
  headerMenu: [
    link(texts.home, ""),
    link(texts.agenda, "agenda"),
    link(texts.speakers, "ponentes"),
    link(texts.sponsors, "patrocinadores"),
    // Dropdown: no own page, its entries are in `children`.
    link(t("El congreso", "The conference", "O congresso", "Kongresua"), "", [
      link(texts.aboutUs, "sobre-nosotros"),
      link(texts.howToGetThere, "como-llegar"),
      link(texts.blog, "blog"),
    ]),
    link(t("Streaming", "Live stream", "Transmissão em direto", "Zuzeneko emanaldia"), "https://www.youtube.com/@congresodemo"),
    link(texts.contact, "contacto"),
  ],
  footer: [
    legalSection,
    communicationSection({
      text: t("Canal de YouTube", "YouTube channel", "Canal no YouTube", "YouTube kanala"),
      target: "https://www.youtube.com/@congresodemo",
    }),
  ],
  venues: [
    {
      id: 1,
      name: "Palacio Euskalduna",
      city: "Bilbao",
      address: { street: "Abandoibarra Etorbidea, 4", postalCode: "48011", region: "Bizkaia", country: "ES" },
    },
    {
      id: 2,
      name: "Kursaal",
      city: "Donostia",
      address: { street: "Zurriola Hiribidea, 1", postalCode: "20002", region: "Gipuzkoa", country: "ES" },
    },
  ],
  catalogue: { tags, rooms, splits, tracks, topics, activities, speakers, sponsorCategories, sponsors, posts, pages },
};
