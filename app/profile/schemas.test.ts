// The private area's form rules: personal data, e-mail change (against the current address from
// the server) and the extended profile drawn from the backend's field list.
import { describe, expect, it } from "vitest";
import type { CustomFormField } from "~/backend/participation.schemas";
import { checkCustomForm } from "~/forms/custom-form";
import { parseForm } from "~/forms/submission.server";
import { emailSchema } from "./email.schema";
import { personalSchema } from "./personal.schema";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, messages]) => messages?.length));
}

const PERSONAL = {
  name: "Ana",
  surname: "García",
  telephone: "612 345 678",
  position: "",
  company: "Acme",
  gender: "1",
  two_factor_method: "NONE",
};

describe("personal data", () => {
  const schema = personalSchema(["1", "2", "3", "4"]);

  it("accepts the spec's fields; phone spaces removed, empty optional fields left out", () => {
    const submission = parseForm(form({ ...PERSONAL, advertising: "on" }), schema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Ana",
      surname: "García",
      telephone: "612345678",
      position: undefined,
      company: "Acme",
      gender: "1",
      two_factor_method: "NONE",
      advertising: true,
    });
  });

  it("reports every failure: required, phone rule, a gender or method not offered", () => {
    const submission = parseForm(form({ ...PERSONAL, name: " ", telephone: "512345678", gender: "9", two_factor_method: "SMS" }), schema);
    expect(errorsOf(submission)).toEqual({
      name: ["required"],
      telephone: ["phone"],
      gender: ["invalid"],
      two_factor_method: ["invalid"],
    });
    expect(errorsOf(parseForm(form({ ...PERSONAL, gender: "", two_factor_method: "" }), schema))).toEqual({
      gender: ["required"],
      two_factor_method: ["required"],
    });
  });
});

describe("change e-mail", () => {
  const schema = emailSchema("ana@example.com");

  it("needs a new address, different from the current one (any case), confirmed", () => {
    expect(errorsOf(parseForm(form({ email: "", email_confirmation: "" }), schema))).toEqual({
      email: ["required"],
      email_confirmation: ["required"],
    });
    expect(errorsOf(parseForm(form({ email: "ANA@example.com ", email_confirmation: "ana@example.com" }), schema))).toEqual({
      email: ["emailDontMatch"],
    });
    expect(errorsOf(parseForm(form({ email: "ana.nueva@example.com", email_confirmation: "ana.otra@example.com" }), schema))).toEqual({
      email_confirmation: ["emailMatch"],
    });
    expect(errorsOf(parseForm(form({ email: "ana@", email_confirmation: "ana@" }), schema))).toEqual({ email: ["email"] });
    expect(parseForm(form({ email: "ana.nueva@example.com", email_confirmation: "Ana.Nueva@example.com" }), schema).status).toBe("success");
  });
});

// The extended profile is a custom form (app/forms/custom-form.ts), its fields as the backend's
// structure gives them (app/backend/profile.server.ts turns them into custom-form fields).
describe("extended profile", () => {
  const fields: CustomFormField[] = [
    { name: "first_surname", type: "text", label: "Primer apellido", required: true, max_length: 10 },
    { name: "university", type: "text", label: "Universidad", required: false },
    { name: "birth_date", type: "date", label: "Fecha de nacimiento", required: true },
    { name: "issue", type: "date", label: "Expedición", required: false },
    {
      name: "document_type",
      type: "select",
      label: "Tipo",
      required: true,
      options: [
        { value: "dni", label: "DNI" },
        { value: "passport", label: "Pasaporte" },
      ],
    },
    { name: "comments", type: "textarea", label: "Comentarios", required: false },
    { name: "consent_image", type: "checkbox", label: "Imagen", required: false },
    { name: "consent_data", type: "checkbox", label: "Datos", required: true },
  ];

  it("gives the values to send: dates as YYYY-MM-DD, checkboxes as booleans, empty as null", () => {
    const { values } = checkCustomForm(
      fields,
      form({
        first_surname: " García ",
        university: "",
        birth_date: "27/03/1990",
        issue: "2020-01-15",
        document_type: "dni",
        comments: "Sin gluten",
        consent_data: "on",
      }),
    );
    expect(values).toEqual({
      first_surname: "García",
      university: null,
      birth_date: "1990-03-27",
      issue: "2020-01-15",
      document_type: "dni",
      comments: "Sin gluten",
      consent_image: false,
      consent_data: true,
    });
  });

  it("reports every failure: required (a required consent too), length, options, dates that are not real", () => {
    const { submission, values } = checkCustomForm(
      fields,
      form({ first_surname: "Abcdefghijk", birth_date: "31/02/1990", issue: "ayer", document_type: "licence" }),
    );
    expect(values).toBeNull();
    expect(errorsOf(submission)).toEqual({
      first_surname: ["maxLength?length=10"],
      birth_date: ["date"],
      issue: ["date"],
      document_type: ["invalid"],
      consent_data: ["forms:required.tick?label=Datos"],
    });
    expect(errorsOf(checkCustomForm(fields, form({})).submission)).toMatchObject({
      // Each says which field and what to enter.
      first_surname: ["forms:required.text?label=Primer+apellido"],
      birth_date: ["forms:required.date?label=Fecha+de+nacimiento"],
      document_type: ["forms:required.choose?label=Tipo"],
    });
  });
});
