// A failed chunk load (usually: a deploy replaced the assets under an open tab) reloads the page,
// at most once per 60 seconds so a truly broken asset cannot loop.
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const CHUNK_RELOAD_KEY = "chunk-reload-at";

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically/i;

export function shouldReloadForChunkError(message: string, lastReloadAt: number, now: number): boolean {
  return CHUNK_ERROR.test(message) && now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

export function installChunkReloadGuard(win: Window) {
  const handle = (message: string) => {
    // Offline, a reload would put the browser's error page where the server's page still stands: once back.
    if (!win.navigator.onLine) {
      win.addEventListener("online", () => handle(message), { once: true });
      return;
    }
    const last = Number(win.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (!shouldReloadForChunkError(message, last, Date.now())) return;
    win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    win.location.reload();
  };
  win.addEventListener("error", (event) => handle(String(event.message ?? "")));
  win.addEventListener("unhandledrejection", (event) => handle(String(event.reason?.message ?? event.reason ?? "")));
}
