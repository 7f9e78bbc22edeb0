/** Universidad Demo sponsors (ids 3301–3304), categories 3051–3054. */
import { asset, sponsorCategories as makeCategories } from "../common";
import { t } from "../i18n";
import type { SeedSponsor, SeedSponsorCategory } from "../types";

export const sponsorCategories: SeedSponsorCategory[] = makeCategories(3051);

export const sponsors: SeedSponsor[] = [
  {
    id: 3301,
    companyName: "Agencia de Investigación Demo",
    logo: asset.sponsor("agencia-investigacion"),
    url: "https://agencia-investigacion.example.org",
    description: t(
      "<p>Financia la investigación pública y exige planes de gestión de datos desde 2024.</p>",
      "<p>Funds public research and has required data management plans since 2024.</p>",
      "<p>Financia a investigação pública e exige planos de gestão de dados desde 2024.</p>",
      "<p>Ikerketa publikoa finantzatzen du eta 2024tik datu-kudeaketako planak eskatzen ditu.</p>",
    ),
    categoryId: 3051,
    tags: ["ciencia-abierta"],
  },
  {
    id: 3302,
    companyName: "Editorial Académica Demo",
    logo: asset.sponsor("editorial-academica"),
    url: "https://editorial-academica.example.com",
    description: t(
      "<p>Publica 40 revistas científicas, la mitad en acceso abierto diamante.</p>",
      "<p>Publishes 40 scientific journals, half of them in diamond open access.</p>",
      "<p>Publica 40 revistas científicas, metade em acesso aberto diamante.</p>",
      "<p>40 aldizkari zientifiko argitaratzen ditu, erdiak diamante-sarbide irekian.</p>",
    ),
    categoryId: 3052,
    tags: ["acceso-abierto"],
  },
  {
    id: 3303,
    companyName: "Consorcio de Bibliotecas Demo",
    logo: asset.sponsor("consorcio-bibliotecas"),
    url: null,
    description: null,
    categoryId: 3053,
    tags: ["datos-abiertos"],
  },
  {
    id: 3304,
    companyName: "Universidad Demo",
    logo: asset.sponsor("universidad-demo"),
    url: "https://www.universidad.example.org",
    description: t(
      "<p>Organiza el congreso a través de su Vicerrectorado de Investigación.</p>",
      "<p>Organises the congress through its Vice-Rectorate for Research.</p>",
      "<p>Organiza o congresso através da sua Vice-Reitoria de Investigação.</p>",
      "<p>Ikerketako Errektoreordetzaren bidez antolatzen du kongresua.</p>",
    ),
    categoryId: 3054,
    tags: ["comunidad"],
  },
];
