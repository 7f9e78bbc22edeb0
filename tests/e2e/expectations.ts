// What a visitor should see, per tenant and language, written out rather than imported so that a
// wrong catalogue or seed change fails a journey.
import { HOSTS } from "./fixtures";

export type Lang = "es" | "en" | "pt" | "eus";

/** `<html lang>` per language: the spec's, but Basque (decision 001) and European Portuguese (decision 047). */
export const HTML_LANG: Record<Lang, string> = {
  es: "es-ES",
  en: "en-US",
  pt: "pt-PT",
  eus: "eu-ES",
};

export const TEXTS: Record<
  Lang,
  {
    mainMenu: string;
    language: string;
    skip: string;
    /** The label before the home page's dates (read by screen readers). */
    when: string;
    logoHome: (name: string) => string;
    notFound: string;
    errorCode: string;
    goHome: string;
    copyright: string;
  }
> = {
  es: {
    mainMenu: "Menú principal",
    language: "Idioma",
    skip: "Saltar al contenido principal",
    when: "Fechas:",
    logoHome: (name) => `${name}, ir a la página de inicio`,
    notFound: "No se ha podido encontrar esta página",
    errorCode: "Error 404",
    goHome: "Ir a la página de inicio",
    copyright: "Todos los derechos reservados",
  },
  en: {
    mainMenu: "Main menu",
    language: "Language",
    skip: "Skip to main content",
    when: "Dates:",
    logoHome: (name) => `${name}, go to the home page`,
    notFound: "This page could not be found",
    errorCode: "Error 404",
    goHome: "Go to the home page",
    copyright: "All rights reserved",
  },
  pt: {
    mainMenu: "Menu principal",
    language: "Idioma",
    skip: "Saltar para o conteúdo principal",
    when: "Datas:",
    logoHome: (name) => `${name}, ir para a página inicial`,
    notFound: "Não foi possível encontrar esta página",
    errorCode: "Erro 404",
    goHome: "Ir para a página inicial",
    copyright: "Todos os direitos reservados",
  },
  eus: {
    mainMenu: "Menu nagusia",
    language: "Hizkuntza",
    skip: "Joan eduki nagusira",
    when: "Datak:",
    logoHome: (name) => `${name}, joan hasierako orrira`,
    notFound: "Ezin izan da orri hau aurkitu",
    errorCode: "404 errorea",
    goHome: "Joan hasierako orrira",
    copyright: "Eskubide guztiak erreserbatuta",
  },
};

export type TenantCase = {
  key: keyof typeof HOSTS;
  host: string;
  name: string;
  layout: "default" | "compact" | "mdigital";
  /** Languages offered, the tenant's default first. */
  languages: Lang[];
  /** Header menu entries (from the demo API) that must be in the main menu, per language. */
  headerLinks: Partial<Record<Lang, string[]>>;
};

export const TENANTS: TenantCase[] = [
  {
    key: "congreso",
    host: HOSTS.congreso,
    name: "Congreso Demo",
    layout: "default",
    languages: ["es", "en", "pt", "eus"],
    headerLinks: {
      es: ["Inicio", "Agenda", "Ponentes", "Patrocinadores", "Contacto"],
      en: ["Home", "Agenda", "Speakers", "Sponsors", "Contact"],
      pt: ["Início", "Agenda", "Oradores", "Patrocinadores", "Contacto"],
      eus: ["Hasiera", "Agenda", "Hizlariak", "Babesleak", "Harremana"],
    },
  },
  {
    key: "eventos",
    host: HOSTS.eventos,
    name: "Eventos Demo",
    layout: "compact",
    languages: ["es", "en"],
    headerLinks: {},
  },
  {
    key: "mecenazgo",
    host: HOSTS.mecenazgo,
    name: "Mecenazgo Demo",
    layout: "mdigital",
    languages: ["es", "eus"],
    headerLinks: {
      es: ["Campañas", "Blog", "Contacto"],
      eus: ["Kanpainak", "Bloga", "Harremana"],
    },
  },
];

/** Home of a language: the tenant's default language is unprefixed. */
export function homePath(tenant: TenantCase, lang: Lang): string {
  return lang === tenant.languages[0] ? "/" : `/${lang}`;
}
