// Contact calls (spec doc 2, "Custom forms" and "Contact"): the tenant's form and its messages.
// The calls: ../API.md, "Contact".
import { createHash, randomUUID } from "node:crypto";
import Busboy, { type BusboyHeaders } from "@fastify/busboy";
import { Router, type Request, type Response } from "express";
import { getContext, sendData, sendError } from "../middleware";
import { pick, t, type Locale } from "../seed/i18n";
import type { DemoTenant } from "../seed/tenants";
import type { SeedModule } from "../seed/types";
import { DEMO_PREFIX } from "../stats";

const CONTACT_MAX_FILE_BYTES = 20 * 1024 * 1024;
const KEEP = 200;

interface ContactMessage {
  id: string;
  tenant: string;
  formUuid: string;
  fields: Record<string, string>;
  file: { name: string; size: number; type: string; sha256: string } | null;
  received_at: string;
}

let messages: ContactMessage[] = [];

export function resetContactMessages(): void {
  messages = [];
}

const TEXTS = {
  required: t("Este campo es obligatorio.", "This field is required.", "Este campo é obrigatório.", "Eremu hau derrigorrezkoa da."),
  email: t("El e-mail no es válido.", "The e-mail is not valid.", "O e-mail não é válido.", "Posta elektronikoa ez da baliozkoa."),
  fileTooLarge: t(
    "El archivo no puede superar 20 MB.",
    "The file may not be larger than 20 MB.",
    "O ficheiro não pode ter mais de 20 MB.",
    "Fitxategiak ezin ditu 20 MB gainditu.",
  ),
};

const FIELDS = [
  { name: "name", type: "text", required: true },
  { name: "telephone", type: "tel", required: false },
  { name: "email", type: "email", required: true },
  { name: "subject", type: "text", required: true },
  { name: "message", type: "textarea", required: true },
  { name: "file", type: "file", required: false },
] as const;

function formUuidIn(modules: SeedModule[]): string | undefined {
  for (const module of modules) {
    if (module.type === "contact_form") return module.formUuid;
    if (module.type === "container") {
      const inner = formUuidIn(module.children);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The tenant's contact form uuid (from its CMS pages). */
function contactFormUuid(tenant: DemoTenant): string | undefined {
  for (const page of tenant.catalogue.pages) {
    const uuid = formUuidIn(page.modules);
    if (uuid) return uuid;
  }
  return undefined;
}

type Received = { fields: Record<string, string>; file: ContactMessage["file"]; fileTooLarge: boolean };

/** Reads the form as it streams in; the file is hashed and counted, never stored. */
function receive(req: Request): Promise<Received> {
  return new Promise((resolve, reject) => {
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({ headers: req.headers as BusboyHeaders, limits: { files: 1, fields: 50, fileSize: CONTACT_MAX_FILE_BYTES } });
    } catch (error) {
      reject(Object.assign(new Error((error as Error).message), { status: 400 }));
      return;
    }
    const fields: Record<string, string> = {};
    let file: ContactMessage["file"] = null;
    let fileTooLarge = false;
    const hashing: Promise<void>[] = [];
    busboy.on("field", (name, value) => {
      fields[name] = value;
    });
    busboy.on("file", (name, stream, filename, _encoding, mimeType) => {
      if (name !== "file" || !filename) {
        stream.resume();
        return;
      }
      const hash = createHash("sha256");
      let size = 0;
      hashing.push(
        new Promise<void>((done, fail) => {
          stream.on("data", (chunk: Buffer) => {
            size += chunk.length;
            hash.update(chunk);
          });
          stream.on("limit", () => {
            fileTooLarge = true;
          });
          stream.on("error", fail);
          stream.on("end", () => {
            file = { name: filename, size, type: mimeType, sha256: hash.digest("hex") };
            done();
          });
        }),
      );
    });
    busboy.on("error", (error: unknown) => reject(Object.assign(new Error(String(error)), { status: 400 })));
    busboy.on("finish", () => {
      Promise.all(hashing).then(() => resolve({ fields, file, fileTooLarge }), reject);
    });
    req.pipe(busboy);
  });
}

export const contactRouter = Router();

contactRouter.get("/custom-form/contact", (_req, res) => {
  const { tenant } = getContext(res);
  const uuid = contactFormUuid(tenant);
  if (!uuid) {
    sendError(res, 404, "Not found");
    return;
  }
  sendData(res, { uuid, name: "contact", fields: FIELDS });
});

contactRouter.post("/contact/:formUuid", async (req: Request, res: Response, next) => {
  const { tenant, locale } = getContext(res);
  if (req.params.formUuid !== contactFormUuid(tenant)) {
    req.resume();
    sendError(res, 404, "Not found");
    return;
  }
  let received: Received;
  try {
    received = await receive(req);
  } catch (error) {
    next(error);
    return;
  }
  const errors = validate(received, locale);
  if (Object.keys(errors).length) {
    res.status(422).json({ message: Object.values(errors)[0][0], errors });
    return;
  }
  const message: ContactMessage = {
    id: randomUUID(),
    tenant: tenant.token,
    formUuid: req.params.formUuid,
    fields: received.fields,
    file: received.file,
    received_at: new Date().toISOString(),
  };
  messages = [...messages.slice(-(KEEP - 1)), message];
  sendData(res, { id: message.id, received_at: message.received_at }, 201);
});

function validate(received: Received, locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of FIELDS) {
    if (field.required && !(received.fields[field.name] ?? "").trim()) errors[field.name] = [pick(TEXTS.required, locale)];
  }
  const email = (received.fields.email ?? "").trim();
  if (email && !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) errors.email = [pick(TEXTS.email, locale)];
  if (received.fileTooLarge) errors.file = [pick(TEXTS.fileTooLarge, locale)];
  return errors;
}

/** `GET /__demo/contact-messages`: no tenant needed (mount before the tenant middleware). */
export const demoContactRouter = Router();

demoContactRouter.get(`${DEMO_PREFIX}/contact-messages`, (req, res) => {
  const tenant = typeof req.query.tenant === "string" && req.query.tenant.trim() ? req.query.tenant.trim() : undefined;
  res.set("cache-control", "no-store");
  res.json({ data: tenant ? messages.filter((message) => message.tenant === tenant) : messages });
});
