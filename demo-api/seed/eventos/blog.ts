/** Eventos Demo blog (posts 1401–1404). */
import { asset } from "../common";
import { tx } from "../i18n";
import type { SeedPost } from "../types";

export const posts: SeedPost[] = [
  {
    id: 1401,
    slug: "entradas-a-la-venta",
    title: tx("Entradas a la venta", "Tickets on sale"),
    excerpt: tx("Precio reducido hasta el 31 de enero.", "Early-bird price until 31 January."),
    image: asset.blog("entradas-a-la-venta"),
    imageAlt: tx("Entradas impresas sobre un escritorio", "Printed tickets on a desk"),
    publishedAt: "2026-10-05T10:00:00+02:00",
    author: "Equipo Eventos Demo",
    featured: true,
    homePage: true,
    tags: ["emprendimiento"],
    content: tx(
      "<p>Las entradas para los encuentros de marzo ya están a la venta. Hasta el <strong>31 de enero</strong> tienen un 20 % de descuento.</p>",
      "<p>Tickets for the March meetings are on sale. Until <strong>31 January</strong> they are 20% off.</p>",
    ),
  },
  {
    id: 1402,
    slug: "lo-que-aprendimos-en-2026",
    title: tx("Lo que aprendimos en 2026", "What we learnt in 2026"),
    excerpt: tx("Cinco ideas de la edición anterior.", "Five ideas from the previous edition."),
    image: asset.blog("lo-que-aprendimos-en-2026"),
    imageAlt: null,
    publishedAt: "2026-06-15T10:00:00+02:00",
    author: "Laura Gómez Herrera",
    homePage: true,
    tags: ["liderazgo"],
    content: tx(
      "<p>Resumen de las cinco ideas más comentadas de la edición de 2026.</p>",
      "<p>A summary of the five most discussed ideas of the 2026 edition.</p>",
    ),
  },
  {
    id: 1403,
    slug: "guia-para-primeras-veces",
    title: tx("Guía para quien viene por primera vez", "A guide for first-timers"),
    excerpt: tx("Horarios, accesos y cómo aprovechar el networking.", "Timetable, entrances and how to make the most of networking."),
    image: asset.blog("guia-para-primeras-veces"),
    imageAlt: tx("Plano del Centro de Convenciones", "Floor plan of the Convention Centre"),
    publishedAt: "2026-11-20T10:00:00+01:00",
    author: "Equipo Eventos Demo",
    featured: true,
    homePage: true,
    tags: ["marketing", "emprendimiento"],
    content: tx(
      "<p>Llega pronto al desayuno: es el mejor momento para <strong>conocer gente</strong>.</p>",
      "<p>Arrive early for breakfast: it is the best time to <strong>meet people</strong>.</p>",
    ),
  },
  {
    id: 1404,
    slug: "premios-demo-candidaturas",
    title: tx("Abiertas las candidaturas a los Premios Demo", "Demo Awards: nominations open"),
    excerpt: null,
    image: null,
    imageAlt: null,
    publishedAt: "2026-12-10T10:00:00+01:00",
    author: null,
    tags: ["emprendimiento", "liderazgo"],
    content: tx("<p>Presenta tu candidatura antes del 15 de febrero.</p>", "<p>Submit your nomination before 15 February.</p>"),
  },
];
