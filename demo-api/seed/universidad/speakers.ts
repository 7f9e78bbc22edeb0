/** Universidad Demo speakers (ids 3201–3205): academics, a data librarian and a vice-rector. */
import { asset } from "../common";
import { t } from "../i18n";
import type { SeedSpeaker } from "../types";

export const speakers: SeedSpeaker[] = [
  {
    id: 3201,
    name: "Itziar",
    surname: "Goikoetxea Arana",
    photo: asset.speaker("itziar-goikoetxea"),
    position: t(
      "Catedrática de Biblioteconomía y Documentación",
      "Professor of Library and Information Science",
      "Catedrática de Biblioteconomia e Documentação",
      "Liburutegigintza eta Dokumentazioko katedraduna",
    ),
    company: "Universidad Demo",
    bio: t(
      "<p>Dirige el grupo de investigación en comunicación científica. Coordinó la primera <strong>política de acceso abierto</strong> de la universidad.</p>",
      "<p>She leads the research group on scholarly communication and coordinated the university's first <strong>open access policy</strong>.</p>",
      "<p>Dirige o grupo de investigação em comunicação científica. Coordenou a primeira <strong>política de acesso aberto</strong> da universidade.</p>",
      "<p>Komunikazio zientifikoko ikerketa-taldea zuzentzen du. Unibertsitateko lehen <strong>sarbide irekiko politika</strong> koordinatu zuen.</p>",
    ),
    tags: ["ciencia-abierta", "acceso-abierto"],
  },
  {
    id: 3202,
    name: "Marcos",
    surname: "Ferreira Lopes",
    photo: asset.speaker("marcos-ferreira"),
    position: t(
      "Investigador en bioinformática",
      "Bioinformatics researcher",
      "Investigador em bioinformática",
      "Bioinformatikako ikertzailea",
    ),
    company: "Instituto de Biomedicina Demo",
    bio: t(
      "<p>Mantiene herramientas de análisis genómico de código abierto usadas en más de 200 laboratorios.</p>",
      "<p>He maintains open-source genomic analysis tools used in more than 200 laboratories.</p>",
      "<p>Mantém ferramentas de análise genómica de código aberto usadas em mais de 200 laboratórios.</p>",
      "<p>200 laborategi baino gehiagotan erabiltzen diren kode irekiko analisi genomikoko tresnak mantentzen ditu.</p>",
    ),
    tags: ["datos-abiertos", "taller"],
  },
  {
    id: 3203,
    name: "Lucía",
    surname: "Andrade Ruiz",
    photo: null,
    position: t(
      "Bibliotecaria de datos de investigación",
      "Research data librarian",
      "Bibliotecária de dados de investigação",
      "Ikerketa-datuen liburuzaina",
    ),
    company: "Biblioteca Universitaria Demo",
    bio: t(
      "<p>Ayuda a los grupos a escribir planes de gestión de datos y a depositar en el repositorio institucional.</p>",
      "<p>She helps groups write data management plans and deposit in the institutional repository.</p>",
      "<p>Ajuda os grupos a escrever planos de gestão de dados e a depositar no repositório institucional.</p>",
      "<p>Taldeei datu-kudeaketako planak idazten eta erakunde-biltegian gordailatzen laguntzen die.</p>",
    ),
    tags: ["datos-abiertos", "educacion"],
  },
  {
    id: 3204,
    name: "Xabier",
    surname: "Olano Etxeberria",
    photo: asset.speaker("xabier-olano"),
    position: t("Vicerrector de Investigación", "Vice-Rector for Research", "Vice-reitor de Investigação", "Ikerketako errektoreordea"),
    company: "Universidad Demo",
    bio: t(
      "<p>Físico de materiales. Preside el comité organizador del congreso.</p>",
      "<p>Materials physicist. He chairs the congress organising committee.</p>",
      "<p>Físico de materiais. Preside à comissão organizadora do congresso.</p>",
      "<p>Materialen fisikaria. Kongresuaren antolakuntza-batzordeko burua da.</p>",
    ),
    tags: ["comunidad"],
  },
  {
    id: 3205,
    name: "Hannah",
    surname: "Lindqvist",
    photo: asset.speaker("hannah-lindqvist"),
    position: t(
      "Profesora de estudios de la ciencia",
      "Professor of Science Studies",
      "Professora de estudos da ciência",
      "Zientzia-ikasketetako irakaslea",
    ),
    company: "Nordic Research Council Demo",
    bio: t(
      "<p>Asesora a agencias europeas en la reforma de la <strong>evaluación de la investigación</strong>.</p>",
      "<p>She advises European agencies on reforming <strong>research assessment</strong>.</p>",
      "<p>Assessora agências europeias na reforma da <strong>avaliação da investigação</strong>.</p>",
      "<p>Europako agentziei <strong>ikerketaren ebaluazioaren</strong> erreforman aholkatzen die.</p>",
    ),
    tags: ["ciencia-abierta", "educacion"],
  },
];
