/** Demo tenant "Eventos Demo" (es, en). Texts still exist in all four locales. */
import { communicationSection, legalSection, link, texts } from "./common";
import { t } from "./i18n";
import type { DemoTenant } from "./types";
import { posts } from "./eventos/blog";
import { pages } from "./eventos/cms";
import { activities, rooms, splits, tags, topics, tracks } from "./eventos/schedule";
import { speakers } from "./eventos/speakers";
import { sponsorCategories, sponsors } from "./eventos/sponsors";

export const eventos: DemoTenant = {
  token: "demo-eventos-token",
  name: "Eventos Demo",
  languages: ["es", "en"],
  headerMenu: [link(texts.agenda, "agenda"), link(texts.speakers, "ponentes"), link(texts.contact, "contacto")],
  footer: [
    legalSection,
    communicationSection({
      text: t("Síguenos en Instagram", "Follow us on Instagram", "Siga-nos no Instagram", "Jarraitu gaitzazu Instagramen"),
      target: "https://www.instagram.com/eventosdemo",
    }),
  ],
  venues: [
    {
      id: 10,
      name: "Centro de Convenciones",
      city: "Madrid",
      address: { street: "Paseo de la Castellana, 99", postalCode: "28046", region: "Madrid", country: "ES" },
    },
  ],
  ticketRequired: true,
  catalogue: { tags, rooms, splits, tracks, topics, activities, speakers, sponsorCategories, sponsors, posts, pages },
};
