/** Mecenazgo Demo speakers (ids 2201–2203). */
import { asset } from "../common";
import { tx } from "../i18n";
import type { SeedSpeaker } from "../types";

export const speakers: SeedSpeaker[] = [
  {
    id: 2201,
    name: "Maialen",
    surname: "Urrutia",
    photo: asset.speaker("maialen-urrutia"),
    position: tx("Directora", "Director", undefined, "Zuzendaria"),
    company: "Mecenazgo Demo Fundazioa",
    bio: tx(
      "<p>Gestora cultural. Ha coordinado más de 40 campañas de <strong>micromecenazgo</strong>.</p>",
      "<p>Cultural manager. She has coordinated more than 40 <strong>crowdfunding</strong> campaigns.</p>",
      undefined,
      "<p>Kultura-kudeatzailea. 40 <strong>mikromezenasgo</strong>-kanpaina baino gehiago koordinatu ditu.</p>",
    ),
    tags: ["cultura", "solidaridad"],
  },
  {
    id: 2202,
    name: "Jon",
    surname: "Elorza",
    photo: null,
    position: tx("Abogado fiscalista", "Tax lawyer", undefined, "Zerga-abokatua"),
    company: "Elorza Abokatuak Demo",
    bio: tx(
      "<p>Especialista en fiscalidad de fundaciones y <strong>ley de mecenazgo</strong>.</p>",
      "<p>Specialist in foundation taxation and the <strong>patronage law</strong>.</p>",
      undefined,
      "<p>Fundazioen zergetan eta <strong>mezenasgo-legean</strong> aditua.</p>",
    ),
    tags: ["patrimonio"],
  },
  {
    id: 2203,
    name: "Nerea",
    surname: "Zubiri",
    photo: asset.speaker("nerea-zubiri"),
    position: tx("Comunicadora audiovisual", "Video producer", undefined, "Ikus-entzunezko komunikatzailea"),
    company: null,
    bio: tx(
      "<p>Produce los vídeos de campaña de la fundación. Imparte talleres de <strong>narrativa audiovisual</strong>.</p>",
      "<p>She produces the foundation's campaign videos and teaches <strong>video storytelling</strong> workshops.</p>",
      undefined,
      "<p>Fundazioaren kanpaina-bideoak ekoizten ditu. <strong>Ikus-entzunezko narratiba</strong> tailerrak ematen ditu.</p>",
    ),
    tags: ["educacion", "musica"],
  },
];
