// The tenant's reCAPTCHA provider, loaded in the browser under the page's CSP nonce. Any failure is
// logged with the spec's words and the form keeps its server-side challenge.
import { documentNonce } from "~/ui/nonce";
import type { CaptchaVersion } from "~/cms/blocks";

const CAPTCHA_ERRORS = {
  noKey: "No key provided",
  noVersion: "No version provided",
  load: "Failed to load script",
  execute: "Failed to execute",
} as const;

type Api = {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: Record<string, unknown>): number;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};
type Grecaptcha = Api & { enterprise?: Api };

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

function captchaScriptUrl(version: CaptchaVersion, siteKey: string, language: string): string {
  const base = version === "enterprise" ? "https://www.google.com/recaptcha/enterprise.js" : "https://www.google.com/recaptcha/api.js";
  const query = new URLSearchParams(version === "v2" ? { render: "explicit", hl: language } : { render: siteKey, hl: language });
  return `${base}?${query}`;
}

const loading = new Map<string, Promise<Grecaptcha>>();

function loadScript(url: string): Promise<Grecaptcha> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.nonce = documentNonce() ?? "";
      script.onload = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error(CAPTCHA_ERRORS.load)));
      script.onerror = () => {
        loading.delete(url);
        script.remove();
        reject(new Error(CAPTCHA_ERRORS.load));
      };
      document.head.appendChild(script);
    });
    loading.set(url, promise);
  }
  return promise;
}

export type CaptchaHandlers = {
  /** A token to send with the form; null when the one given before expired. */
  onToken(token: string | null): void;
  /** The provider cannot be used: the form keeps the server-side challenge. */
  onFailure(message: string): void;
};

/** v3 and Enterprise tokens live two minutes: a fresh one is asked for before that. */
const REFRESH_MS = 90_000;

/** v2 draws its checkbox in `container`; v3 keeps a fresh token. Returns a function that stops it. */
export function startCaptcha(
  config: { version: CaptchaVersion | null; siteKey: string | null },
  options: { container: HTMLElement; language: string } & CaptchaHandlers,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const fail = (message: string) => {
    if (stopped) return;
    console.error(message);
    options.onFailure(message);
  };
  const { version, siteKey } = config;
  if (!siteKey) {
    fail(CAPTCHA_ERRORS.noKey);
    return () => {};
  }
  if (!version) {
    fail(CAPTCHA_ERRORS.noVersion);
    return () => {};
  }
  loadScript(captchaScriptUrl(version, siteKey, options.language))
    .then((grecaptcha) => {
      const api = version === "enterprise" ? grecaptcha.enterprise : grecaptcha;
      if (!api) throw new Error(CAPTCHA_ERRORS.load);
      api.ready(() => {
        if (stopped) return;
        try {
          if (version === "v2") {
            api.render(options.container, {
              sitekey: siteKey,
              callback: (token: string) => options.onToken(token),
              "expired-callback": () => options.onToken(null),
              "error-callback": () => fail(CAPTCHA_ERRORS.execute),
            });
            return;
          }
          const run = () =>
            api
              .execute(siteKey, { action: "contact" })
              .then((token) => !stopped && options.onToken(token))
              .catch(() => fail(CAPTCHA_ERRORS.execute));
          void run();
          timer = setInterval(run, REFRESH_MS);
        } catch {
          fail(CAPTCHA_ERRORS.execute);
        }
      });
    })
    .catch((error: Error) => fail(error.message === CAPTCHA_ERRORS.execute ? CAPTCHA_ERRORS.execute : CAPTCHA_ERRORS.load));
  return () => {
    stopped = true;
    if (timer) clearInterval(timer);
  };
}
