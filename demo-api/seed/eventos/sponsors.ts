/** Eventos Demo sponsors (ids 1301–1304), one per level (categories 1051–1054). */
import { asset, sponsorCategories as makeCategories } from "../common";
import { tx } from "../i18n";
import type { SeedSponsor, SeedSponsorCategory } from "../types";

export const sponsorCategories: SeedSponsorCategory[] = makeCategories(1051);

export const sponsors: SeedSponsor[] = [
  {
    id: 1301,
    companyName: "Grupo Meseta Demo",
    logo: asset.sponsor("grupo-meseta"),
    url: "https://grupomeseta.example.com",
    description: tx("<p>Grupo empresarial de logística y distribución.</p>", "<p>Logistics and distribution group.</p>"),
    categoryId: 1051,
    tags: ["liderazgo"],
  },
  {
    id: 1302,
    companyName: "Cloudia Demo",
    logo: asset.sponsor("cloudia"),
    url: "https://cloudia.example.com",
    description: tx("<p>Servicios en la nube para pymes.</p>", "<p>Cloud services for SMEs.</p>"),
    categoryId: 1052,
    tags: ["tecnologia"],
  },
  {
    id: 1303,
    companyName: "Papelería Castellana Demo",
    logo: asset.sponsor("papeleria-castellana"),
    url: "https://papeleriacastellana.example.com",
    description: null,
    categoryId: 1053,
    tags: [],
  },
  {
    id: 1304,
    companyName: "Cámara de Madrid Demo",
    logo: asset.sponsor("camara-madrid"),
    url: "https://camaramadrid.example.org",
    description: tx("<p>Entidad organizadora de los encuentros.</p>", "<p>Organiser of the meetings.</p>"),
    categoryId: 1054,
    tags: ["emprendimiento"],
  },
];
