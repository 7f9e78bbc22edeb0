/** Texts and building blocks shared by several demo tenants. */
import { t } from "./i18n";
import type { SeedFooterLink, SeedFooterSection, SeedMenuLink } from "./types";

export const texts = {
  home: t("Inicio", "Home", "Início", "Hasiera"),
  agenda: t("Agenda", "Agenda", "Agenda", "Agenda"),
  speakers: t("Ponentes", "Speakers", "Palestrantes", "Hizlariak"),
  sponsors: t("Patrocinadores", "Sponsors", "Patrocinadores", "Babesleak"),
  aboutUs: t("Sobre nosotros", "About us", "Sobre nós", "Guri buruz"),
  howToGetThere: t("Cómo llegar", "How to get there", "Como chegar", "Nola iritsi"),
  blog: t("Blog", "Blog", "Blog", "Bloga"),
  contact: t("Contacto", "Contact", "Contato", "Harremana"),
  legalTitle: t("Información legal", "Legal information", "Informações legais", "Lege informazioa"),
  legalNotice: t("Aviso legal", "Legal notice", "Aviso legal", "Lege-oharra"),
  privacy: t("Privacidad", "Privacy", "Privacidade", "Pribatutasuna"),
  cookies: t("Cookies", "Cookies", "Cookies", "Cookieak"),
  communicationTitle: t("Comunicación", "Communication", "Comunicação", "Komunikazioa"),
  pressRoom: t("Sala de prensa", "Press room", "Sala de imprensa", "Prentsa aretoa"),
} as const;

export function link(text: SeedMenuLink["text"], target: string, children?: SeedMenuLink[]): SeedMenuLink {
  return children ? { text, target, isComponent: false, children } : { text, target, isComponent: false };
}

export const legalSection: SeedFooterSection = {
  kind: 1,
  title: texts.legalTitle,
  links: [
    { text: texts.legalNotice, target: "aviso-legal" },
    { text: texts.privacy, target: "privacidad" },
    { text: texts.cookies, target: "cookies" },
  ],
};

/** Communication section: press room, contact and one tenant-specific external link. */
export function communicationSection(external: SeedFooterLink): SeedFooterSection {
  return {
    kind: 2,
    title: texts.communicationTitle,
    links: [
      { text: texts.pressRoom, target: "sala-de-prensa" },
      { text: texts.contact, target: "contacto" },
      external,
    ],
  };
}
