// The custom form's server side: the schema built from a field list, and the backend's payload.
import { describe, expect, it } from "vitest";
import type { CustomFormField } from "~/backend/participation.schemas";
import { email } from "~/validation/rules";
import { checkCustomForm, customFormErrorFields } from "./custom-form";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, messages]) => messages?.length));
}

const options = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

// The demo API's full survey (form 7001): every field type.
const SURVEY: CustomFormField[] = [
  { name: "overall", type: "scale", label: "Overall", required: true, min: 1, max: 5, min_label: "Very poor", max_label: "Excellent" },
  { name: "expectations", type: "radio", label: "Expectations", required: true, options: options("yes", "partly", "no") },
  { name: "attendance", type: "select", label: "Attendance", required: true, options: options("in_person", "streaming") },
  { name: "topics", type: "checkboxes", label: "Topics", required: false, options: options("ai", "culture") },
  { name: "follow_up_date", type: "date", label: "Day", required: false },
  { name: "best", type: "text", label: "Best", required: false, max_length: 5 },
  { name: "comments", type: "textarea", label: "Comments", required: false, max_length: 1000 },
  { name: "contact_ok", type: "checkbox", label: "Contact me", required: false },
];

describe("custom form", () => {
  it("under a prefix: the answers as the backend takes them (numbers, lists, booleans, YYYY-MM-DD, empty as null)", () => {
    const { submission, values } = checkCustomForm(
      SURVEY,
      form([
        ["intent", "answer-survey"],
        ["survey.overall", "4"],
        ["survey.expectations", "partly"],
        ["survey.attendance", "streaming"],
        ["survey.topics", "ai"],
        ["survey.topics", "culture"],
        ["survey.follow_up_date", "27/03/2027"],
        ["survey.best", " Demos "],
        ["survey.comments", ""],
        ["survey.contact_ok", "on"],
      ]),
      { prefix: "survey" },
    );
    expect(submission.status).toBe("success");
    expect(values).toEqual({
      overall: 4,
      expectations: "partly",
      attendance: "streaming",
      topics: ["ai", "culture"],
      follow_up_date: "2027-03-27",
      best: "Demos",
      comments: null,
      contact_ok: true,
    });
  });

  it("only the required fields answered: the rest empty (no box ticked, no option chosen)", () => {
    const { values } = checkCustomForm(
      SURVEY,
      form([
        ["survey.overall", "1"],
        ["survey.expectations", "no"],
        ["survey.attendance", "in_person"],
        ["survey.follow_up_date", ""],
      ]),
      { prefix: "survey" },
    );
    expect(values).toEqual({
      overall: 1,
      expectations: "no",
      attendance: "in_person",
      topics: [],
      follow_up_date: null,
      best: null,
      comments: null,
      contact_ok: false,
    });
  });

  it("every failure at once, keyed by the form's nested names", () => {
    const empty = checkCustomForm(SURVEY, form([["intent", "answer-survey"]]), { prefix: "survey" });
    expect(empty.values).toBeNull();
    expect(errorsOf(empty.submission)).toEqual({
      // Each names its field and what to give it (forms:required.*, with the label).
      "survey.overall": ["forms:required.choose?label=Overall"],
      "survey.expectations": ["forms:required.choose?label=Expectations"],
      "survey.attendance": ["forms:required.choose?label=Attendance"],
    });

    const wrong = checkCustomForm(
      SURVEY,
      form([
        ["survey.overall", "9"],
        ["survey.expectations", "maybe"],
        ["survey.attendance", "in_person"],
        ["survey.topics", "golf"],
        ["survey.follow_up_date", "31/02/2027"],
        ["survey.best", "too long"],
      ]),
      { prefix: "survey" },
    );
    expect(errorsOf(wrong.submission)).toEqual({
      "survey.overall": ["invalid"],
      "survey.expectations": ["invalid"],
      "survey.topics": ["invalid"],
      "survey.follow_up_date": ["date"],
      "survey.best": ["maxLength?length=5"],
    });
    // What was typed comes back in the reply, nested as posted.
    expect(wrong.submission.reply().initialValue).toMatchObject({ survey: { overall: "9", best: "too long", topics: "golf" } });
  });

  it("a required box must be ticked; a required group needs one option", () => {
    const fields: CustomFormField[] = [
      { name: "consent", type: "checkbox", label: "Consent", required: true },
      { name: "days", type: "checkboxes", label: "Days", required: true, options: options("mon", "tue") },
    ];
    expect(errorsOf(checkCustomForm(fields, form([])).submission)).toEqual({
      consent: ["forms:required.tick?label=Consent"],
      days: ["forms:required.some?label=Days"],
    });
    expect(
      checkCustomForm(
        fields,
        form([
          ["consent", "on"],
          ["days", "tue"],
        ]),
      ).values,
    ).toEqual({ consent: true, days: ["tue"] });
  });

  it("the backend's 422 names map to the form's own (nested under the prefix, or plain)", () => {
    expect(customFormErrorFields(SURVEY.slice(0, 2), "survey")).toEqual({
      "survey.overall": "survey.overall",
      "survey.expectations": "survey.expectations",
    });
    expect(customFormErrorFields(SURVEY.slice(0, 1))).toEqual({ overall: "overall" });
  });
});

describe("checkCustomForm with the page's own fields (the external registration)", () => {
  const fields = [
    { name: "institution", type: "text", label: "Institución", required: true, max_length: 150 },
    { name: "code_of_conduct", type: "checkbox", label: "Acepto", required: true },
  ] as const satisfies readonly CustomFormField[];
  const extra = { email: email() };

  it("reports the page's fields and the form's at once", () => {
    const form = new FormData();
    form.set("email", "no");
    const { submission, values, extraValues } = checkCustomForm(fields, form, { prefix: "register", extra });
    expect(values).toBeNull();
    expect(extraValues).toBeNull();
    expect(submission.status).toBe("error");
    const errors = submission.status === "error" ? submission.error : null;
    expect(Object.keys(errors ?? {}).sort()).toEqual(["email", "register.code_of_conduct", "register.institution"]);
  });

  it("gives the page's values apart from the form's payload", () => {
    const form = new FormData();
    form.set("email", " iker@example.org ");
    form.set("register.institution", "Universidad Demo");
    form.set("register.code_of_conduct", "on");
    const { values, extraValues } = checkCustomForm(fields, form, { prefix: "register", extra });
    expect(values).toEqual({ institution: "Universidad Demo", code_of_conduct: true });
    expect(extraValues).toEqual({ email: "iker@example.org" });
  });
});
