/** Universidad Demo blog (posts 3401–3403). */
import { asset } from "../common";
import { t } from "../i18n";
import type { SeedPost } from "../types";

export const posts: SeedPost[] = [
  {
    id: 3401,
    slug: "programa-publicado",
    title: t(
      "Ya está el programa: 24 comunicaciones y 32 pósteres",
      "The programme is out: 24 papers and 32 posters",
      "O programa já saiu: 24 comunicações e 32 pósteres",
      "Egitaraua prest: 24 komunikazio eta 32 poster",
    ),
    excerpt: t(
      "El comité científico ha aceptado 56 de las 91 propuestas recibidas.",
      "The scientific committee accepted 56 of the 91 proposals received.",
      "A comissão científica aceitou 56 das 91 propostas recebidas.",
      "Batzorde zientifikoak jasotako 91 proposamenetatik 56 onartu ditu.",
    ),
    image: asset.blog("programa-ciencia-abierta"),
    imageAlt: t(
      "Personas revisando pósteres en un pasillo",
      "People reviewing posters in a corridor",
      "Pessoas a ver pósteres num corredor",
      "Pertsonak posterrak begiratzen korridore batean",
    ),
    publishedAt: "2026-11-20T10:00:00+01:00",
    author: "Xabier Olano Etxeberria",
    featured: true,
    homePage: true,
    tags: ["ciencia-abierta", "poster"],
    content: t(
      "<p>Tras la revisión por pares, el comité ha aceptado <strong>24 comunicaciones orales y 32 pósteres</strong>. Las personas autoras recibirán hoy la notificación.</p>",
      "<p>After peer review, the committee accepted <strong>24 oral papers and 32 posters</strong>. Authors will be notified today.</p>",
      "<p>Após a revisão por pares, a comissão aceitou <strong>24 comunicações orais e 32 pósteres</strong>. As pessoas autoras serão notificadas hoje.</p>",
      "<p>Parekoen berrikuspenaren ondoren, batzordeak <strong>24 ahozko komunikazio eta 32 poster</strong> onartu ditu. Egileei gaur jakinaraziko zaie.</p>",
    ),
  },
  {
    id: 3402,
    slug: "guia-posteres",
    title: t(
      "Guía para preparar tu póster",
      "A guide to preparing your poster",
      "Guia para preparar o seu póster",
      "Zure posterra prestatzeko gida",
    ),
    excerpt: t(
      "Tamaño A0 vertical, un código QR a tus datos y letra legible a dos metros.",
      "A0 portrait, a QR code to your data and type readable from two metres.",
      "A0 vertical, um código QR para os seus dados e letra legível a dois metros.",
      "A0 bertikala, zure datuetarako QR kode bat eta bi metrotik irakur daitekeen letra.",
    ),
    image: asset.blog("guia-posteres"),
    imageAlt: null,
    publishedAt: "2026-12-10T10:00:00+01:00",
    featured: true,
    author: "Lucía Andrade Ruiz",
    homePage: true,
    tags: ["poster"],
    content: t(
      "<p>Los pósteres se cuelgan el miércoles a las 8:30 en el claustro. Incluye un <strong>enlace o QR a tus datos</strong> en el repositorio: el premio lo valora.</p>",
      "<p>Posters go up on Wednesday at 8:30 in the cloister. Include a <strong>link or QR code to your data</strong> in the repository: the award takes it into account.</p>",
      "<p>Os pósteres são afixados na quarta-feira às 8:30 no claustro. Inclua uma <strong>ligação ou QR para os seus dados</strong> no repositório: o prémio valoriza-o.</p>",
      "<p>Posterrak asteazkenean 8:30ean jartzen dira klaustroan. Sartu biltegiko <strong>zure datuetarako esteka edo QR kodea</strong>: sariak kontuan hartzen du.</p>",
    ),
  },
  {
    id: 3403,
    slug: "como-llegar-campus",
    title: t("Cómo llegar al campus", "Getting to the campus", "Como chegar ao campus", "Nola iritsi campusera"),
    excerpt: t(
      "Metro, autobús y aparcamiento para el congreso.",
      "Metro, bus and parking for the congress.",
      "Metro, autocarro e estacionamento para o congresso.",
      "Metroa, autobusa eta aparkalekua kongresurako.",
    ),
    image: asset.blog("campus-leioa"),
    imageAlt: t("Vista aérea del campus", "Aerial view of the campus", "Vista aérea do campus", "Campusaren aireko ikuspegia"),
    publishedAt: "2026-12-18T10:00:00+01:00",
    author: null,
    homePage: true,
    tags: ["comunidad"],
    content: t(
      "<p>La parada de metro <strong>Leioa</strong> está a diez minutos a pie del Paraninfo. El aparcamiento norte queda libre para el congreso.</p>",
      "<p>The <strong>Leioa</strong> metro stop is a ten-minute walk from the Great Hall. The north car park is kept free for the congress.</p>",
      "<p>A paragem de metro <strong>Leioa</strong> fica a dez minutos a pé do Auditório. O estacionamento norte fica livre para o congresso.</p>",
      "<p><strong>Leioa</strong> metro geltokia Paraninfotik hamar minutura dago oinez. Iparraldeko aparkalekua kongresurako libre geratzen da.</p>",
    ),
  },
];
