// The web app's icons share the link-preview cards' path: `/tarjetas/icono/{192,512,maskable,apple}/tarjeta.png`.
import { pathTo } from "~/paths";
import type { APP_ICONS } from "./card-layout";

export const ICON_KIND = "icono";

export function iconPath(id: keyof typeof APP_ICONS): string {
  return pathTo("socialCard", { kind: ICON_KIND, id });
}
