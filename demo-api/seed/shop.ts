// What each tenant sells: tickets in the spec's three versions, the payment types, the transfer account.
// Per tenant: ../API.md, "Shop and payment: seed".
import { t, type Localized } from "./i18n";

type TicketVersion = "virtual" | "free_pass" | "all_inclusive";
export type PaymentKind = "card" | "qr" | "bank_transfer" | "free";

export interface SeedTicket {
  id: number;
  name: Localized<string>;
  description: Localized<string>;
  version: TicketVersion;
  includes: Localized<string>[];
  /** 0: a free ticket (paid with the `free` payment type). */
  price: number;
  currency: string;
  soldOut: boolean;
}

export interface SeedPaymentType {
  id: number;
  kind: PaymentKind;
  name: Localized<string>;
  description: Localized<string>;
}

interface Beneficiary {
  name: string;
  iban: string;
  bic: string;
}

interface TenantShopSeed {
  tickets: SeedTicket[];
  beneficiary: Beneficiary;
}

const INCLUDES = {
  streaming: t(
    "Emisión en directo de todas las sesiones",
    "Live stream of every session",
    "Transmissão em direto de todas as sessões",
    "Saio guztien zuzeneko emanaldia",
  ),
  recordings: t("Grabaciones durante 30 días", "Recordings for 30 days", "Gravações durante 30 dias", "Grabazioak 30 egunez"),
  certificate: t("Certificado de asistencia", "Certificate of attendance", "Certificado de presença", "Bertaratze-ziurtagiria"),
  talks: t(
    "Acceso a todas las charlas y mesas redondas",
    "Access to every talk and round table",
    "Acesso a todas as palestras e mesas-redondas",
    "Hitzaldi eta mahai-inguru guztietarako sarbidea",
  ),
  workshops: t(
    "Plaza en los talleres (según aforo)",
    "A seat at the workshops (while places last)",
    "Lugar nas oficinas (conforme a lotação)",
    "Tokia tailerretan (lekuak dauden bitartean)",
  ),
  coffee: t("Café en las pausas", "Coffee at the breaks", "Café nos intervalos", "Kafea atsedenaldietan"),
  lunches: t("Comidas de todos los días", "Lunch every day", "Almoços de todos os dias", "Egun guztietako bazkariak"),
  dinner: t("Cena de networking", "Networking dinner", "Jantar de networking", "Networking afaria"),
  opening: t(
    "Emisión en directo de la sesión inaugural",
    "Live stream of the opening session",
    "Transmissão em direto da sessão inaugural",
    "Inaugurazio-saioaren zuzeneko emanaldia",
  ),
} satisfies Record<string, Localized<string>>;

const VERSION_NAMES = {
  virtual: t("Entrada virtual", "Virtual ticket", "Bilhete virtual", "Sarrera birtuala"),
  free_pass: t("Pase libre", "Free pass", "Passe livre", "Sarrera librea"),
  all_inclusive: t("Todo incluido", "All inclusive", "Tudo incluído", "Dena barne"),
};

const CONGRESO: TenantShopSeed = {
  tickets: [
    {
      id: 301,
      name: VERSION_NAMES.virtual,
      description: t(
        "Sigue el congreso desde casa.",
        "Follow the congress from home.",
        "Acompanhe o congresso a partir de casa.",
        "Jarraitu kongresua etxetik.",
      ),
      version: "virtual",
      includes: [INCLUDES.streaming, INCLUDES.recordings, INCLUDES.certificate],
      price: 49,
      currency: "EUR",
      soldOut: false,
    },
    {
      id: 302,
      name: VERSION_NAMES.free_pass,
      description: t(
        "Los tres días en Bilbao y Donostia.",
        "The three days in Bilbao and Donostia.",
        "Os três dias em Bilbau e Donostia.",
        "Hiru egunak Bilbon eta Donostian.",
      ),
      version: "free_pass",
      includes: [INCLUDES.talks, INCLUDES.workshops, INCLUDES.coffee, INCLUDES.certificate],
      price: 120,
      currency: "EUR",
      soldOut: false,
    },
    {
      id: 303,
      name: VERSION_NAMES.all_inclusive,
      description: t(
        "Todo el congreso, con comidas y la cena de networking.",
        "The whole congress, with lunches and the networking dinner.",
        "Todo o congresso, com almoços e o jantar de networking.",
        "Kongresu osoa, bazkariekin eta networking afariarekin.",
      ),
      version: "all_inclusive",
      includes: [
        INCLUDES.talks,
        INCLUDES.workshops,
        INCLUDES.lunches,
        INCLUDES.dinner,
        INCLUDES.streaming,
        INCLUDES.recordings,
        INCLUDES.certificate,
      ],
      price: 290,
      currency: "EUR",
      soldOut: false,
    },
    {
      id: 304,
      name: t("Sesión inaugural en línea", "Opening session online", "Sessão inaugural online", "Inaugurazio-saioa sarean"),
      description: t(
        "Gratis: la inauguración en directo.",
        "Free: the opening, live.",
        "Grátis: a inauguração em direto.",
        "Doan: inaugurazioa zuzenean.",
      ),
      version: "virtual",
      includes: [INCLUDES.opening],
      price: 0,
      currency: "EUR",
      soldOut: false,
    },
    {
      id: 305,
      name: t("Todo incluido (anticipada)", "All inclusive (early bird)", "Tudo incluído (antecipado)", "Dena barne (aurretiazkoa)"),
      description: t(
        "El precio de los primeros cien inscritos.",
        "The price for the first hundred.",
        "O preço para os primeiros cem.",
        "Lehen ehunen prezioa.",
      ),
      version: "all_inclusive",
      includes: [INCLUDES.talks, INCLUDES.workshops, INCLUDES.lunches, INCLUDES.dinner, INCLUDES.certificate],
      price: 220,
      currency: "EUR",
      soldOut: true,
    },
  ],
  beneficiary: { name: "Congreso Demo S.L.", iban: "ES9121000418450200051332", bic: "CAIXESBBXXX" },
};

/** Eventos Demo's all-inclusive ticket: what the seed's TICKET_HOLDERS hold. */
export const EVENTOS_HELD_TICKET_ID = 1303;

const EVENTOS: TenantShopSeed = {
  tickets: [
    {
      id: 1301,
      name: VERSION_NAMES.virtual,
      description: t(
        "Las sesiones en directo, sin coste.",
        "The sessions live, at no cost.",
        "As sessões em direto, sem custo.",
        "Saioak zuzenean, doan.",
      ),
      version: "virtual",
      includes: [INCLUDES.streaming, INCLUDES.certificate],
      price: 0,
      currency: "EUR",
      soldOut: false,
    },
    {
      id: 1302,
      name: VERSION_NAMES.free_pass,
      description: t(
        "Acceso al centro de convenciones los dos días.",
        "Access to the convention centre on both days.",
        "Acesso ao centro de convenções nos dois dias.",
        "Bi egunetan kongresu-zentrorako sarbidea.",
      ),
      version: "free_pass",
      includes: [INCLUDES.talks, INCLUDES.workshops, INCLUDES.coffee, INCLUDES.certificate],
      price: 60,
      currency: "EUR",
      soldOut: false,
    },
    {
      id: EVENTOS_HELD_TICKET_ID,
      name: VERSION_NAMES.all_inclusive,
      description: t(
        "Los dos días, con comidas y la cena de networking.",
        "Both days, with lunches and the networking dinner.",
        "Os dois dias, com almoços e o jantar de networking.",
        "Bi egunak, bazkariekin eta networking afariarekin.",
      ),
      version: "all_inclusive",
      includes: [INCLUDES.talks, INCLUDES.workshops, INCLUDES.lunches, INCLUDES.dinner, INCLUDES.certificate],
      price: 150,
      currency: "EUR",
      soldOut: false,
    },
  ],
  beneficiary: { name: "Eventos Demo S.L.", iban: "ES7921000813610123456789", bic: "CAIXESBBXXX" },
};

const MECENAZGO: TenantShopSeed = {
  tickets: [],
  beneficiary: { name: "Fundación Mecenazgo Demo", iban: "ES1000492352082414205416", bic: "BSCHESMMXXX" },
};

const BY_TENANT: Readonly<Record<string, TenantShopSeed>> = {
  "demo-congreso-token": CONGRESO,
  "demo-eventos-token": EVENTOS,
  "demo-mecenazgo-token": MECENAZGO,
};

export function shopSeed(tenantToken: string): TenantShopSeed {
  return BY_TENANT[tenantToken] ?? { tickets: [], beneficiary: CONGRESO.beneficiary };
}

/** The same four in every tenant: which ones apply depends on what is paid (free only for 0 €). */
export const PAYMENT_TYPES: readonly SeedPaymentType[] = [
  {
    id: 1,
    kind: "card",
    name: t("Tarjeta", "Card", "Cartão", "Txartela"),
    description: t(
      "Pago seguro en la página del proveedor de pagos.",
      "Secure payment on the payment provider's page.",
      "Pagamento seguro na página do fornecedor de pagamentos.",
      "Ordainketa segurua ordainketa-hornitzailearen orrian.",
    ),
  },
  {
    id: 2,
    kind: "qr",
    name: t("Pago con QR", "QR payment", "Pagamento por QR", "QR bidezko ordainketa"),
    description: t(
      "Escanea un código con la aplicación de tu banco.",
      "Scan a code with your banking app.",
      "Leia um código com a aplicação do seu banco.",
      "Eskaneatu kode bat zure bankuaren aplikazioarekin.",
    ),
  },
  {
    id: 3,
    kind: "bank_transfer",
    name: t("Transferencia bancaria", "Bank transfer", "Transferência bancária", "Banku-transferentzia"),
    description: t(
      "Tienes 7 días para hacer la transferencia.",
      "You have 7 days to make the transfer.",
      "Tem 7 dias para fazer a transferência.",
      "7 egun dituzu transferentzia egiteko.",
    ),
  },
  {
    id: 4,
    kind: "free",
    name: t("Gratuito", "Free", "Gratuito", "Doan"),
    description: t(
      "Sin pago: solo para entradas gratuitas.",
      "No payment: for free tickets only.",
      "Sem pagamento: apenas para bilhetes gratuitos.",
      "Ordainketarik gabe: sarrera doakoetarako soilik.",
    ),
  },
];
