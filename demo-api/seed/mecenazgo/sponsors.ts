/** Mecenazgo Demo sponsors (ids 2301–2305), categories 2051–2054. */
import { asset, sponsorCategories as makeCategories } from "../common";
import { tx } from "../i18n";
import type { SeedSponsor, SeedSponsorCategory } from "../types";

export const sponsorCategories: SeedSponsorCategory[] = makeCategories(2051);

export const sponsors: SeedSponsor[] = [
  {
    id: 2301,
    companyName: "Itsas Energia Demo",
    logo: asset.sponsor("itsas-energia"),
    url: "https://itsasenergia.example.com",
    description: tx(
      "<p>Cooperativa de energía renovable.</p>",
      "<p>Renewable energy cooperative.</p>",
      undefined,
      "<p>Energia berriztagarriko kooperatiba.</p>",
    ),
    categoryId: 2051,
    tags: ["solidaridad"],
  },
  {
    id: 2302,
    companyName: "Ardoak Demo",
    logo: asset.sponsor("ardoak"),
    url: "https://ardoak.example.com",
    description: null,
    categoryId: 2052,
    tags: ["cultura"],
  },
  {
    id: 2303,
    companyName: "Liburu Denda Demo",
    logo: asset.sponsor("liburu-denda"),
    url: "https://liburudenda.example.com",
    description: tx(
      "<p>Librería independiente en la Parte Vieja.</p>",
      "<p>Independent bookshop in the Old Town.</p>",
      undefined,
      "<p>Alde Zaharreko liburu-denda independentea.</p>",
    ),
    categoryId: 2053,
    tags: ["educacion", "cultura"],
  },
  {
    id: 2304,
    companyName: "Donostia Kultura Demo",
    logo: asset.sponsor("donostia-kultura"),
    url: "https://kultura.donostia.example.org",
    description: tx(
      "<p>Entidad pública de cultura de la ciudad.</p>",
      "<p>The city's public culture body.</p>",
      undefined,
      "<p>Hiriko kultura-erakunde publikoa.</p>",
    ),
    categoryId: 2054,
    tags: ["cultura", "patrimonio"],
  },
  {
    id: 2305,
    companyName: "Tabakalera Demo",
    logo: asset.sponsor("tabakalera"),
    url: "https://tabakalera.example.org",
    description: null,
    categoryId: 2054,
    tags: ["cultura"],
  },
];
