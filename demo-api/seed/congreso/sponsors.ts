/** Congreso Demo sponsors (ids 301–310) in the four levels (categories 51–54). */
import { asset, sponsorCategories as makeCategories } from "../common";
import { tx } from "../i18n";
import type { SeedSponsor, SeedSponsorCategory } from "../types";

export const sponsorCategories: SeedSponsorCategory[] = makeCategories(51);

const [GOLD, SILVER, BRONZE, PROMOTER] = [51, 52, 53, 54];

export const sponsors: SeedSponsor[] = [
  {
    id: 301,
    companyName: "Energía Cantábrica Demo",
    logo: asset.sponsor("energia-cantabrica"),
    url: "https://energia-cantabrica.example.com",
    description: tx(
      "<p>Comercializadora de <strong>energía 100 % renovable</strong> con sede en Bilbao. Patrocina el congreso desde su primera edición.</p>",
      "<p><strong>100% renewable energy</strong> supplier based in Bilbao. It has sponsored the congress since its first edition.</p>",
    ),
    categoryId: GOLD,
    tags: ["sostenibilidad", "tecnologia"],
  },
  {
    id: 302,
    companyName: "Banco Norte Demo",
    logo: asset.sponsor("banco-norte"),
    url: "https://banconorte.example.com",
    description: tx(
      "<p>Banca cooperativa comprometida con la <strong>innovación social</strong> y el tejido empresarial local.</p>",
      "<p>Cooperative bank committed to <strong>social innovation</strong> and local businesses.</p>",
    ),
    categoryId: GOLD,
    tags: ["innovacion"],
  },
  {
    id: 303,
    companyName: "Datalab Bizkaia Demo",
    logo: asset.sponsor("datalab-bizkaia"),
    url: "https://datalab-bizkaia.example.com",
    description: tx("<p>Consultora de análisis de datos e inteligencia artificial.</p>", "<p>Data analytics and artificial intelligence consultancy.</p>"),
    categoryId: SILVER,
    tags: ["tecnologia", "inteligencia-artificial"],
  },
  {
    id: 304,
    companyName: "Salud Conectada Demo",
    logo: asset.sponsor("salud-conectada"),
    url: "https://saludconectada.example.com",
    description: tx("<p>Plataforma de telemedicina para centros de atención primaria.</p>", "<p>Telemedicine platform for primary care centres.</p>"),
    categoryId: SILVER,
    tags: ["salud", "tecnologia"],
  },
  {
    id: 305,
    companyName: "Imprenta Verde Demo",
    logo: asset.sponsor("imprenta-verde"),
    url: "https://imprentaverde.example.com",
    description: tx("<p>Imprenta con papel reciclado y tintas vegetales. Imprime las acreditaciones del congreso.</p>", "<p>Printer using recycled paper and plant-based inks. It prints the congress badges.</p>"),
    categoryId: BRONZE,
    tags: ["sostenibilidad"],
  },
  {
    id: 306,
    companyName: "Café Ría Demo",
    logo: asset.sponsor("cafe-ria"),
    url: "https://caferia.example.com",
    description: null,
    categoryId: BRONZE,
    tags: [],
  },
  {
    id: 307,
    companyName: "Movilidad Urbana Demo",
    logo: asset.sponsor("movilidad-urbana"),
    url: "https://movilidadurbana.example.com",
    description: tx("<p>Bicicletas eléctricas compartidas para asistentes entre Bilbao y Donostia.</p>", "<p>Shared e-bikes for attendees between Bilbao and Donostia.</p>"),
    categoryId: BRONZE,
    tags: ["movilidad", "sostenibilidad"],
  },
  {
    id: 308,
    companyName: "Agencia Vasca de Innovación Demo",
    logo: asset.sponsor("agencia-innovacion"),
    url: "https://innovacion.example.org",
    description: tx("<p>Entidad pública que impulsa la <strong>I+D+i</strong> en el territorio.</p>", "<p>Public body that promotes <strong>R&amp;D and innovation</strong> in the region.</p>"),
    categoryId: PROMOTER,
    tags: ["innovacion", "tecnologia"],
  },
  {
    id: 309,
    companyName: "Fundación Cultura Abierta Demo",
    logo: asset.sponsor("cultura-abierta"),
    url: "https://culturaabierta.example.org",
    description: tx("<p>Fundación que promueve el acceso libre a la cultura y al conocimiento.</p>", "<p>Foundation promoting free access to culture and knowledge.</p>"),
    categoryId: PROMOTER,
    tags: ["cultura"],
  },
  {
    id: 310,
    companyName: "Universidad del Cantábrico Demo",
    logo: asset.sponsor("universidad-cantabrico"),
    url: null,
    description: tx("<p>Universidad pública, socia académica del congreso.</p>", "<p>Public university, academic partner of the congress.</p>"),
    categoryId: SILVER,
    tags: ["salud", "inteligencia-artificial"],
  },
];
