// The activity's survey over HTTP: what visitors and customers see, the post/redirect/get of an answer,
// and the backend's refusals with what was typed kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathTo } from "../../app/paths";
import { logIn, startDemoProxy, stopDemoPortal, type DemoProxy } from "./demo-proxy";
import { loginPath } from "../paths";
import { TEST_SESSION_SECRET, get, header, post, startPortal, titleOf, type Portal } from "./harness";

let proxy: DemoProxy;
let portal: Portal;
/** `METHOD /path` → the answer the proxy gives instead of the demo API's. */
const overrides = new Map<string, { status: number; body: unknown }>();

beforeAll(async () => {
  proxy = await startDemoProxy();
  proxy.override = (req, res) => {
    const override = overrides.get(`${req.method} ${req.url?.split("?")[0]}`);
    if (!override) return false;
    res.writeHead(override.status, { "content-type": "application/json" });
    res.end(JSON.stringify(override.body));
    return true;
  };
  portal = await startPortal({ API_BASE_URL: proxy.url, SESSION_SECRET: TEST_SESSION_SECRET });
});
afterAll(() => stopDemoPortal(proxy));

// The demo's rehearsal: on now, so its survey is open (the congress's own open in March 2027).
const ACTIVITY = pathTo("conference", { slug: "ensayo-en-directo" });
const COMPLETED = "POST /conferences/120/custom-form/completed";
const REQUIRED = { intent: "answer-survey", "survey.overall": "4", "survey.expectations": "yes", "survey.attendance": "streaming" };

describe("the survey on the activity page", () => {
  it("an anonymous visitor is told there is one, with a login that comes back to it; a post goes to the login", async () => {
    const page = await get(`${portal.url}${ACTIVITY}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<section id="encuesta"');
    expect(page.text).toContain("Encuesta de satisfacción");
    expect(page.text).toContain(`href="${loginPath(`${ACTIVITY}#encuesta`).replace(/&/g, "&amp;")}"`);
    expect(page.text).not.toContain('name="survey.overall"');

    const answer = await post(`${portal.url}${ACTIVITY}`, REQUIRED);
    expect(answer.status).toBe(302);
    expect(header(answer, "location")).toBe(loginPath(ACTIVITY));
  });

  it("an activity without a survey has no section", async () => {
    const page = await get(`${portal.url}${pathTo("conference", { slug: "mesa-redonda-salud-digital" })}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('id="encuesta"');
  });

  it("the backend's 422 lands beside its field (the unknown one in the summary), everything typed kept", async () => {
    const cookie = (await logIn(portal.url, "eva@example.com")).cookie;
    overrides.set(COMPLETED, {
      status: 422,
      body: {
        message: "The given data was invalid.",
        errors: { "survey.best": ["Demasiado largo para el backend."], custom_form_id: ["El formulario no es el de esta actividad."] },
      },
    });
    try {
      const answer = await post(
        `${portal.url}${ACTIVITY}`,
        { ...REQUIRED, "survey.best": "Las demos en directo" },
        { headers: { cookie } },
      );
      expect(answer.status).toBe(422);
      expect(titleOf(answer.text)).toMatch(/^Error: /);
      expect(answer.text).toContain('<a href="#survey-survey-best">Lo que más te gustó: Demasiado largo para el backend.</a>');
      expect(answer.text).toContain("<li>El formulario no es el de esta actividad.</li>");
      expect(answer.text).toMatch(/id="survey-survey-best-error"[^>]*>.*Demasiado largo para el backend\./);
      expect(answer.text).toMatch(/name="survey.best"[^>]*value="Las demos en directo"/);
      expect(answer.text).toMatch(/name="survey.overall" required="" checked="" value="4"/);
      expect(answer.text).toMatch(/<option value="streaming" selected="">/);
    } finally {
      overrides.delete(COMPLETED);
    }
  });

  it("a backend failure (a 503): the form as typed, with the survey's own message", async () => {
    const cookie = (await logIn(portal.url, "eva@example.com")).cookie;
    overrides.set(COMPLETED, { status: 503, body: { message: "down" } });
    try {
      const answer = await post(`${portal.url}${ACTIVITY}`, { ...REQUIRED, "survey.comments": "Muy bien" }, { headers: { cookie } });
      expect(answer.status).toBe(502);
      expect(answer.text).toContain("No hemos podido enviar tus respuestas. Inténtalo de nuevo.");
      expect(answer.text).toContain(">Muy bien</textarea>");
    } finally {
      overrides.delete(COMPLETED);
    }
  });

  it("409 survey_already_answered: back to the section, which thanks", async () => {
    const cookie = (await logIn(portal.url, "eva@example.com")).cookie;
    overrides.set(COMPLETED, { status: 409, body: { message: "Ya has respondido esta encuesta.", code: "survey_already_answered" } });
    try {
      const answer = await post(`${portal.url}${ACTIVITY}`, REQUIRED, { headers: { cookie } });
      expect(answer.status).toBe(302);
      expect(header(answer, "location")).toBe(`${ACTIVITY}#encuesta`);
    } finally {
      overrides.delete(COMPLETED);
    }
  });

  it("an answer reaches the backend, comes back to the section with the thanks, and is not offered again", async () => {
    const cookie = (await logIn(portal.url, "ana@example.com")).cookie;
    const before = await get(`${portal.url}${ACTIVITY}`, { headers: { cookie } });
    expect(before.text).toContain('name="survey.overall"');

    const answer = await post(
      `${portal.url}${ACTIVITY}`,
      { ...REQUIRED, "survey.follow_up_date": "27/03/2027", "survey.contact_ok": "on" },
      { headers: { cookie } },
    );
    expect(answer.status).toBe(302);
    expect(header(answer, "location")).toBe(`${ACTIVITY}#encuesta`);

    const received = (await (await fetch(`${proxy.apiUrl}/__demo/survey-answers?tenant=demo-congreso-token`)).json()) as {
      data: { email: string; survey: unknown }[];
    };
    expect(received.data.find((entry) => entry.email === "ana@example.com")?.survey).toEqual({
      overall: 4,
      expectations: "yes",
      attendance: "streaming",
      topics: [],
      follow_up_date: "2027-03-27",
      best: null,
      comments: null,
      contact_ok: true,
    });

    const after = await get(`${portal.url}${ACTIVITY}`, { headers: { cookie } });
    expect(after.text).toContain("Gracias por responder la encuesta.");
    expect(after.text).not.toContain('name="survey.overall"');
    // A second post (an old tab) changes nothing and thanks again.
    const again = await post(`${portal.url}${ACTIVITY}`, REQUIRED, { headers: { cookie } });
    expect(header(again, "location")).toBe(`${ACTIVITY}#encuesta`);
  });

  it("answers 400 to a form the page does not know", async () => {
    const answer = await post(`${portal.url}${ACTIVITY}`, { intent: "nonsense" });
    expect(answer.status).toBe(400);
  });
});
