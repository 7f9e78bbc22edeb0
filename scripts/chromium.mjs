// The browser every test and measurement drives: Debian's headless-only Chromium build
// (package chromium-headless-shell), a quarter quicker than the full browser on a 2-core machine;
// CHROMIUM_PATH overrides. scripts/ensure-tools.sh installs it.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";
