/** Eventos Demo CMS pages (ids 1001–1007). */
import { asset, contactPage, legalPages, pageTitles, salesConditionsPage } from "../common";
import { t, tx } from "../i18n";
import type { SeedCmsPage } from "../types";

export const pages: SeedCmsPage[] = [
  {
    id: 1001,
    slug: "home",
    title: t("Inicio", "Home", "Início", "Hasiera"),
    description: tx("Encuentros profesionales en Madrid, 23 y 24 de marzo de 2027.", "Professional meetings in Madrid, 23–24 March 2027."),
    modules: [
      {
        type: "slide",
        title: null,
        slides: [
          {
            image: asset.cms("slide-encuentro-profesional"),
            alt: tx(
              "Profesionales conversando en grupos en el vestíbulo de un centro de convenciones",
              "Professionals talking in groups in the lobby of a convention centre",
            ),
            title: null,
            text: null,
            link: null,
          },
        ],
      },
      { type: "title", text: tx("Dos días para crecer", "Two days to grow"), level: 2 },
      {
        type: "text",
        text: tx(
          "<p>Liderazgo, marketing y financiación en el <strong>Centro de Convenciones</strong> de Madrid. Plazas limitadas con entrada.</p>",
          "<p>Leadership, marketing and funding at the Madrid <strong>Convention Centre</strong>. Limited places, ticket required.</p>",
        ),
      },
      { type: "countdown", title: tx("Empezamos en", "We start in"), targetDate: "2027-03-23T09:30:00+01:00" },
      { type: "speakers", title: t("Ponentes", "Speakers", "Oradores", "Hizlariak"), source: "all" },
      // Eventos has the compact layout, without footer logos: its sponsors are shown here.
      { type: "sponsors", title: t("Patrocinadores", "Sponsors", "Patrocinadores", "Babesleak"), source: "all" },
    ],
  },
  ...legalPages(1002, {
    company: "Eventos Demo, S.L.",
    taxId: "B11111111",
    address: "Paseo de la Castellana 999, 28046 Madrid",
    email: "hola@eventos.example",
  }),
  salesConditionsPage(1007, {
    company: "Eventos Demo, S.L.",
    taxId: "B11111111",
    address: "Paseo de la Castellana 999, 28046 Madrid",
    email: "hola@eventos.example",
  }),
  contactPage(1005, "hola@eventos.example", "0c5f2d7a-93b1-4e62-a0f8-6d4e1b2c3a94"),
  {
    id: 1006,
    slug: "sala-de-prensa",
    title: pageTitles.pressRoom,
    description: tx("Notas de prensa y contacto para medios.", "Press releases and media contact."),
    modules: [
      {
        type: "text",
        text: tx(
          '<p>Contacto de prensa: <a href="mailto:prensa@eventos.example">prensa@eventos.example</a>.</p>',
          '<p>Press contact: <a href="mailto:prensa@eventos.example">prensa@eventos.example</a>.</p>',
        ),
      },
      { type: "blog", title: tx("Noticias", "News"), source: "latest" },
    ],
  },
];
