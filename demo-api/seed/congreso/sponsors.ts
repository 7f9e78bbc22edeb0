/** Congreso Demo sponsors (ids 301–310) in the four levels (categories 51–54). */
import { asset, sponsorCategories as makeCategories } from "../common";
import { t } from "../i18n";
import type { SeedSponsor, SeedSponsorCategory } from "../types";

export const sponsorCategories: SeedSponsorCategory[] = makeCategories(51);

const [GOLD, SILVER, BRONZE, PROMOTER] = [51, 52, 53, 54];

export const sponsors: SeedSponsor[] = [
  {
    id: 301,
    companyName: "Energía Cantábrica Demo",
    logo: asset.sponsor("energia-cantabrica"),
    url: "https://energia-cantabrica.example.com",
    description: t(
      "<p>Comercializadora de <strong>energía 100 % renovable</strong> con sede en Bilbao. Patrocina el congreso desde su primera edición.</p>",
      "<p><strong>100% renewable energy</strong> supplier based in Bilbao. It has sponsored the congress since its first edition.</p>",
      "<p>Comercializadora de <strong>energia 100 % renovável</strong> com sede em Bilbau. Patrocina o congresso desde a primeira edição.</p>",
      "<p>Bilbon egoitza duen <strong>% 100 energia berriztagarriko</strong> merkaturatzailea. Lehen ediziotik babesten du kongresua.</p>",
    ),
    categoryId: GOLD,
    tags: ["sostenibilidad", "tecnologia"],
  },
  {
    id: 302,
    companyName: "Banco Norte Demo",
    logo: asset.sponsor("banco-norte"),
    url: "https://banconorte.example.com",
    description: t(
      "<p>Banca cooperativa comprometida con la <strong>innovación social</strong> y el tejido empresarial local.</p>",
      "<p>Cooperative bank committed to <strong>social innovation</strong> and local businesses.</p>",
      "<p>Banca cooperativa empenhada na <strong>inovação social</strong> e no tecido empresarial local.</p>",
      "<p><strong>Gizarte-berrikuntzarekin</strong> eta bertako enpresa-sarearekin konprometitutako banku kooperatiboa.</p>",
    ),
    categoryId: GOLD,
    tags: ["innovacion"],
  },
  {
    id: 303,
    companyName: "Datalab Bizkaia Demo",
    logo: asset.sponsor("datalab-bizkaia"),
    url: "https://datalab-bizkaia.example.com",
    description: t(
      "<p>Consultora de análisis de datos e inteligencia artificial.</p>",
      "<p>Data analytics and artificial intelligence consultancy.</p>",
      "<p>Consultora de análise de dados e inteligência artificial.</p>",
      "<p>Datu-analisiko eta adimen artifizialeko aholkularitza-enpresa.</p>",
    ),
    categoryId: SILVER,
    tags: ["tecnologia", "inteligencia-artificial"],
  },
  {
    id: 304,
    companyName: "Salud Conectada Demo",
    logo: asset.sponsor("salud-conectada"),
    url: "https://saludconectada.example.com",
    description: t(
      "<p>Plataforma de telemedicina para centros de atención primaria.</p>",
      "<p>Telemedicine platform for primary care centres.</p>",
      "<p>Plataforma de telemedicina para centros de cuidados de saúde primários.</p>",
      "<p>Lehen arretako zentroentzako telemedikuntza-plataforma.</p>",
    ),
    categoryId: SILVER,
    tags: ["salud", "tecnologia"],
  },
  {
    id: 305,
    companyName: "Imprenta Verde Demo",
    logo: asset.sponsor("imprenta-verde"),
    url: "https://imprentaverde.example.com",
    description: t(
      "<p>Imprenta con papel reciclado y tintas vegetales. Imprime las acreditaciones del congreso.</p>",
      "<p>Printer using recycled paper and plant-based inks. It prints the congress badges.</p>",
      "<p>Gráfica que usa papel reciclado e tintas vegetais. Imprime as acreditações do congresso.</p>",
      "<p>Paper birziklatua eta landare-tintak erabiltzen dituen inprimategia. Kongresuko akreditazioak inprimatzen ditu.</p>",
    ),
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
    description: t(
      "<p>Bicicletas eléctricas compartidas para asistentes entre Bilbao y Donostia.</p>",
      "<p>Shared e-bikes for attendees between Bilbao and Donostia.</p>",
      "<p>Bicicletas elétricas partilhadas para os participantes entre Bilbau e Donostia.</p>",
      "<p>Bizikleta elektriko partekatuak parte-hartzaileentzat, Bilbo eta Donostia artean.</p>",
    ),
    categoryId: BRONZE,
    tags: ["movilidad", "sostenibilidad"],
  },
  {
    id: 308,
    companyName: "Agencia Vasca de Innovación Demo",
    logo: asset.sponsor("agencia-innovacion"),
    url: "https://innovacion.example.org",
    description: t(
      "<p>Entidad pública que impulsa la <strong>I+D+i</strong> en el territorio.</p>",
      "<p>Public body that promotes <strong>R&amp;D and innovation</strong> in the region.</p>",
      "<p>Entidade pública que impulsiona a <strong>I&amp;D e a inovação</strong> no território.</p>",
      "<p>Lurraldean <strong>I+G+B</strong> bultzatzen duen erakunde publikoa.</p>",
    ),
    categoryId: PROMOTER,
    tags: ["innovacion", "tecnologia"],
  },
  {
    id: 309,
    companyName: "Fundación Cultura Abierta Demo",
    logo: asset.sponsor("cultura-abierta"),
    url: "https://culturaabierta.example.org",
    description: t(
      "<p>Fundación que promueve el acceso libre a la cultura y al conocimiento.</p>",
      "<p>Foundation promoting free access to culture and knowledge.</p>",
      "<p>Fundação que promove o acesso livre à cultura e ao conhecimento.</p>",
      "<p>Kulturarako eta ezagutzarako sarbide librea sustatzen duen fundazioa.</p>",
    ),
    categoryId: PROMOTER,
    tags: ["cultura"],
  },
  {
    id: 310,
    companyName: "Universidad del Cantábrico Demo",
    logo: asset.sponsor("universidad-cantabrico"),
    url: null,
    description: t(
      "<p>Universidad pública, socia académica del congreso.</p>",
      "<p>Public university, academic partner of the congress.</p>",
      "<p>Universidade pública, parceira académica do congresso.</p>",
      "<p>Unibertsitate publikoa, kongresuaren bazkide akademikoa.</p>",
    ),
    categoryId: SILVER,
    tags: ["salud", "inteligencia-artificial"],
  },
];
