// The payment provider's pages, served by the demo API: server-rendered HTML forms, no JavaScript.
// The pages and their outcomes: ../API.md, "The payment provider's pages".
import express, { Router, type Request, type Response } from "express";
import { findSession, settle, type CheckoutSession } from "../shop";
import { pick, t, type Locale, type Localized } from "../seed/i18n";
import type { DemoTenant } from "../seed/types";
import { DEMO_PREFIX } from "../stats";

/** The demo's test cards (docs/demo-api.md, "Shop and payment"). */
const DEMO_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

const TEXTS = {
  title: t("Pago seguro (demo)", "Secure payment (demo)", "Pagamento seguro (demo)", "Ordainketa segurua (demoa)"),
  provider: t(
    "Proveedor de pagos de demostración: no se cobra nada.",
    "Demonstration payment provider: nothing is charged.",
    "Fornecedor de pagamentos de demonstração: nada é cobrado.",
    "Ordainketa-hornitzaile demoa: ez da ezer kobratzen.",
  ),
  merchant: t("Comercio", "Merchant", "Comerciante", "Merkataria"),
  order: t("Pedido", "Order", "Encomenda", "Eskaera"),
  amount: t("Importe", "Amount", "Montante", "Zenbatekoa"),
  card: t("Número de tarjeta", "Card number", "Número do cartão", "Txartelaren zenbakia"),
  cardHint: t(
    "Demo: 4242 4242 4242 4242 se acepta, 4000 0000 0000 0002 se rechaza.",
    "Demo: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined.",
    "Demo: 4242 4242 4242 4242 é aceite, 4000 0000 0000 0002 é recusado.",
    "Demoa: 4242 4242 4242 4242 onartzen da, 4000 0000 0000 0002 ukatu egiten da.",
  ),
  cardInvalid: t(
    "Escribe una de las tarjetas de prueba de la demo.",
    "Type one of the demo's test cards.",
    "Escreva um dos cartões de teste da demo.",
    "Idatzi demoaren proba-txarteletako bat.",
  ),
  error: t("Error", "Error", "Erro", "Errorea"),
  pay: t("Pagar", "Pay", "Pagar", "Ordaindu"),
  cancel: t("Cancelar", "Cancel", "Cancelar", "Utzi"),
  qrTitle: t("Pago con QR (demo)", "QR payment (demo)", "Pagamento por QR (demo)", "QR bidezko ordainketa (demoa)"),
  qrHelp: t(
    "Escanea el código con la aplicación de tu banco. En la demo, elige el resultado:",
    "Scan the code with your banking app. In the demo, choose the outcome:",
    "Leia o código com a aplicação do seu banco. Na demo, escolha o resultado:",
    "Eskaneatu kodea zure bankuaren aplikazioarekin. Demoan, aukeratu emaitza:",
  ),
  qrCode: t("Código QR del pago", "The payment's QR code", "Código QR do pagamento", "Ordainketaren QR kodea"),
  paidButton: t("Pagado", "Paid", "Pago", "Ordainduta"),
  failedButton: t("Fallido", "Failed", "Falhado", "Huts egin du"),
  paid: t("Pago realizado.", "Payment made.", "Pagamento efetuado.", "Ordainketa eginda."),
  failed: t("El pago ha fallado.", "The payment failed.", "O pagamento falhou.", "Ordainketak huts egin du."),
  cancelled: t(
    "El pago se ha cancelado.",
    "The payment was cancelled.",
    "O pagamento foi cancelado.",
    "Ordainketa bertan behera geratu da.",
  ),
  finished: t(
    "Este pago ya ha terminado.",
    "This payment has already finished.",
    "Este pagamento já terminou.",
    "Ordainketa hau amaituta dago dagoeneko.",
  ),
  back: t("Volver al portal", "Back to the portal", "Voltar ao portal", "Itzuli atarira"),
  notFound: t(
    "Esta sesión de pago no existe.",
    "This payment session does not exist.",
    "Esta sessão de pagamento não existe.",
    "Ordainketa-saio hau ez dago.",
  ),
} satisfies Record<string, Localized<string>>;

type TextKey = keyof typeof TEXTS;

const HTML_LANG: Record<Locale, string> = { es: "es", en: "en", pt: "pt", eus: "eu" };
const NUMBER_LOCALE: Record<Locale, string> = { es: "es-ES", en: "en-GB", pt: "pt-PT", eus: "eu-ES" };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

/** A return URL with the session id: in place of `{CHECKOUT_SESSION_ID}`, else as `session_id`. */
function withSession(template: string, sessionId: string): string {
  if (template.includes("{CHECKOUT_SESSION_ID}")) return template.replaceAll("{CHECKOUT_SESSION_ID}", encodeURIComponent(sessionId));
  const url = new URL(template);
  url.searchParams.set("session_id", sessionId);
  return url.toString();
}

const originOf = (url: string | null): string[] => {
  if (!url) return [];
  try {
    return [new URL(url.replaceAll("{CHECKOUT_SESSION_ID}", "x")).origin];
  } catch {
    return [];
  }
};

interface PageOptions {
  status?: number;
  title: string;
  body: string;
  session?: CheckoutSession;
}

function sendPage(res: Response, locale: Locale, { status = 200, title, body, session }: PageOptions): void {
  const returns = session ? [...new Set([...originOf(session.successUrl), ...originOf(session.cancelUrl)])] : [];
  res.status(status).set({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    // Chrome checks form-action on the redirect after a submit too: the return origins are listed.
    "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' ${returns.join(" ")}; frame-ancestors 'none'; base-uri 'none'`,
  }).send(`<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b;line-height:1.5}
h1{font-size:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
label{display:block;font-weight:600;margin-top:1rem}input{font-size:1.125rem;padding:.5rem;width:100%;box-sizing:border-box;border:2px solid #1b1b1b}
.hint{color:#505050;margin:.25rem 0}.error{color:#b00020;font-weight:600}input[aria-invalid=true]{border-color:#b00020}
button{font-size:1rem;padding:.6rem 1.2rem;margin:1rem .5rem 0 0;border:2px solid #1b1b1b;background:#fff;cursor:pointer}
button.primary{background:#0b5cad;border-color:#0b5cad;color:#fff}.actions form{display:inline}
.qr{width:10rem;height:10rem;border:2px solid #1b1b1b;display:grid;place-items:center;margin:1rem 0;background:repeating-linear-gradient(45deg,#1b1b1b 0 6px,#fff 6px 12px)}
.qr span{background:#fff;padding:.25rem;font-size:.875rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`);
}

function summary(session: CheckoutSession, tenant: DemoTenant, locale: Locale): string {
  const text = (key: TextKey) => pick(TEXTS[key], locale);
  const amount = new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: "currency", currency: session.order.currency }).format(
    session.order.total,
  );
  return `<p>${escapeHtml(text("provider"))}</p>
<dl>
<dt>${escapeHtml(text("merchant"))}</dt><dd>${escapeHtml(tenant.name)}</dd>
<dt>${escapeHtml(text("order"))}</dt><dd>${escapeHtml(session.order.reference)}</dd>
<dt>${escapeHtml(text("amount"))}</dt><dd>${escapeHtml(amount)}</dd>
</dl>`;
}

/** A finished session's way back: a link (card, GET) or a form (QR, cross-site POST). */
function backToPortal(session: CheckoutSession, locale: Locale): string {
  const target = session.state === "complete" ? session.successUrl : session.cancelUrl;
  if (!target) return "";
  const url = withSession(target, session.id);
  const label = escapeHtml(pick(TEXTS.back, locale));
  if (session.kind === "qr") {
    return `<form method="post" action="${escapeHtml(url)}">
<input type="hidden" name="session_id" value="${escapeHtml(session.id)}">
<button type="submit" class="primary">${label}</button>
</form>`;
  }
  return `<p><a href="${escapeHtml(url)}">${label}</a></p>`;
}

function outcomeText(session: CheckoutSession): TextKey {
  return session.state === "complete" ? "paid" : session.state === "failed" ? "failed" : "cancelled";
}

function finishedPage(res: Response, session: CheckoutSession, tenant: DemoTenant, justNow = false): void {
  const { locale } = session;
  const title = pick(session.kind === "qr" ? TEXTS.qrTitle : TEXTS.title, locale);
  sendPage(res, locale, {
    title,
    session,
    body: `<h1>${escapeHtml(title)}</h1>
${summary(session, tenant, locale)}
<p role="status"><strong>${escapeHtml(pick(TEXTS[outcomeText(session)], locale))}</strong>${justNow ? "" : ` ${escapeHtml(pick(TEXTS.finished, locale))}`}</p>
${backToPortal(session, locale)}`,
  });
}

function notFound(res: Response): void {
  sendPage(res, "es", {
    status: 404,
    title: "404",
    body: `<h1>${escapeHtml(pick(TEXTS.notFound, "es"))}</h1><p lang="en">${escapeHtml(pick(TEXTS.notFound, "en"))}</p>`,
  });
}

function cardPage(res: Response, session: CheckoutSession, tenant: DemoTenant, typed = "", error = false): void {
  const { locale } = session;
  const text = (key: TextKey) => escapeHtml(pick(TEXTS[key], locale));
  const title = pick(TEXTS.title, locale);
  const base = `${DEMO_PREFIX}/pay/${encodeURIComponent(session.id)}`;
  sendPage(res, locale, {
    status: error ? 422 : 200,
    title: error ? `${pick(TEXTS.error, locale)}: ${title}` : title,
    session,
    body: `<h1>${escapeHtml(title)}</h1>
${summary(session, tenant, locale)}
<div class="actions">
<form method="post" action="${base}" novalidate>
<label for="card_number">${text("card")}</label>
<p class="hint" id="card_number-hint">${text("cardHint")}</p>
${error ? `<p class="error" id="card_number-error"><span class="visually-hidden">${text("error")}:</span> ${text("cardInvalid")}</p>` : ""}
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="${escapeHtml(typed)}"
 aria-describedby="card_number-hint${error ? " card_number-error" : ""}"${error ? ' aria-invalid="true"' : ""}>
<button type="submit" class="primary">${text("pay")}</button>
</form>
<form method="post" action="${base}/cancel">
<button type="submit">${text("cancel")}</button>
</form>
</div>`,
  });
}

function qrPage(res: Response, session: CheckoutSession, tenant: DemoTenant): void {
  const { locale } = session;
  const text = (key: TextKey) => escapeHtml(pick(TEXTS[key], locale));
  const title = pick(TEXTS.qrTitle, locale);
  const action = `${DEMO_PREFIX}/qr/${encodeURIComponent(session.id)}`;
  sendPage(res, locale, {
    title,
    session,
    body: `<h1>${escapeHtml(title)}</h1>
${summary(session, tenant, locale)}
<p>${text("qrHelp")}</p>
<div class="qr" role="img" aria-label="${text("qrCode")}"><span>${escapeHtml(session.order.reference)}</span></div>
<div class="actions">
<form method="post" action="${action}"><button type="submit" name="result" value="ok" class="primary">${text("paidButton")}</button></form>
<form method="post" action="${action}"><button type="submit" name="result" value="ko">${text("failedButton")}</button></form>
</div>`,
  });
}

/** The session of `{session}` of the given kind, or answers (404 page, or the other kind's URL). */
function sessionFor(req: Request, res: Response, kind: "card" | "qr") {
  const found = findSession(String(req.params.session));
  if (!found || (found.session.kind !== "card" && found.session.kind !== "qr")) {
    notFound(res);
    return undefined;
  }
  if (found.session.kind !== kind) {
    res.redirect(303, `${DEMO_PREFIX}/${found.session.kind === "qr" ? "qr" : "pay"}/${encodeURIComponent(found.session.id)}`);
    return undefined;
  }
  return found;
}

const formField = (req: Request, name: string): string => {
  const body: unknown = req.body;
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : "";
};

export const payPagesRouter = Router();
payPagesRouter.use(`${DEMO_PREFIX}/pay`, express.urlencoded({ extended: false, limit: "16kb" }));
payPagesRouter.use(`${DEMO_PREFIX}/qr`, express.urlencoded({ extended: false, limit: "16kb" }));

payPagesRouter.get(`${DEMO_PREFIX}/pay/:session`, (req, res) => {
  const found = sessionFor(req, res, "card");
  if (!found) return;
  if (found.session.state !== "open") finishedPage(res, found.session, found.tenant);
  else cardPage(res, found.session, found.tenant);
});

payPagesRouter.post(`${DEMO_PREFIX}/pay/:session`, (req, res) => {
  const found = sessionFor(req, res, "card");
  if (!found) return;
  const { session, tenant } = found;
  if (session.state === "complete") {
    // A second "Pagar" (double click, reload): the same way back, never a second charge.
    res.redirect(303, withSession(session.successUrl!, session.id));
    return;
  }
  if (session.state !== "open") {
    finishedPage(res, session, tenant);
    return;
  }
  const typed = formField(req, "card_number");
  const digits = typed.replace(/[\s-]/g, "");
  if (digits === DEMO_CARDS.success) {
    settle(session, "complete");
    res.redirect(303, withSession(session.successUrl!, session.id));
  } else if (digits === DEMO_CARDS.declined) {
    settle(session, "failed");
    res.redirect(303, withSession(session.cancelUrl!, session.id));
  } else {
    cardPage(res, session, tenant, typed.slice(0, 40), true);
  }
});

payPagesRouter.post(`${DEMO_PREFIX}/pay/:session/cancel`, (req, res) => {
  const found = sessionFor(req, res, "card");
  if (!found) return;
  const { session, tenant } = found;
  settle(session, "cancelled");
  if (session.state === "cancelled") res.redirect(303, withSession(session.cancelUrl!, session.id));
  else finishedPage(res, session, tenant);
});

payPagesRouter.get(`${DEMO_PREFIX}/qr/:session`, (req, res) => {
  const found = sessionFor(req, res, "qr");
  if (!found) return;
  if (found.session.state !== "open") finishedPage(res, found.session, found.tenant);
  else qrPage(res, found.session, found.tenant);
});

payPagesRouter.post(`${DEMO_PREFIX}/qr/:session`, (req, res) => {
  const found = sessionFor(req, res, "qr");
  if (!found) return;
  const { session, tenant } = found;
  const result = formField(req, "result");
  const open = session.state === "open";
  if (open && (result === "ok" || result === "ko")) settle(session, result === "ok" ? "complete" : "failed");
  if (session.state === "open") qrPage(res, session, tenant);
  else finishedPage(res, session, tenant, open);
});
