/** Eventos Demo speakers (ids 1201–1204). */
import { asset } from "../common";
import { tx } from "../i18n";
import type { SeedSpeaker } from "../types";

export const speakers: SeedSpeaker[] = [
  {
    id: 1201,
    name: "Laura",
    surname: "Gómez Herrera",
    photo: asset.speaker("laura-gomez-herrera"),
    position: tx("Directora de operaciones", "Chief operating officer"),
    company: "Logística Meseta Demo",
    bio: tx(
      "<p>Dirige un equipo distribuido de 120 personas. Mentora de mujeres directivas.</p>",
      "<p>She leads a distributed team of 120 people. Mentor for women in management.</p>",
    ),
    tags: ["liderazgo"],
  },
  {
    id: 1202,
    name: "David",
    surname: "Chen",
    photo: asset.speaker("david-chen"),
    position: tx("Consultor de marketing digital", "Digital marketing consultant"),
    company: "Métrica Demo",
    bio: tx(
      "<p>Especialista en <strong>analítica respetuosa con la privacidad</strong>.</p>",
      "<p>Specialist in <strong>privacy-friendly analytics</strong>.</p>",
    ),
    tags: ["marketing", "tecnologia"],
  },
  {
    id: 1203,
    name: "Nuria",
    surname: "Sanz",
    photo: null,
    position: tx("Socia inversora", "Investment partner"),
    company: "Semilla Capital Demo",
    bio: tx(
      "<p>Ha invertido en 35 startups en fase semilla. Antes fundó dos empresas.</p>",
      "<p>She has invested in 35 seed-stage startups. She founded two companies before that.</p>",
    ),
    tags: ["emprendimiento"],
  },
  {
    id: 1204,
    name: "Álvaro",
    surname: "Medina",
    photo: asset.speaker("alvaro-medina"),
    position: tx("Fundador", "Founder"),
    company: "Factura Fácil Demo",
    bio: tx(
      "<p>Fundó una empresa de facturación electrónica que hoy usa <strong>IA</strong> para leer facturas.</p>",
      "<p>He founded an e-invoicing company that now uses <strong>AI</strong> to read invoices.</p>",
    ),
    tags: ["emprendimiento", "inteligencia-artificial"],
  },
];
