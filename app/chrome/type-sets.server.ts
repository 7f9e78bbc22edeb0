// Which font a tenant's text and headings are set in (names only). Apart from fonts.server.ts
// because server.ts checks the tenants file with it outside Vite, where `?url` imports do not exist.
import type { Tenant } from "~/tenancy/tenant";

export const FONT_NAMES = ["Source Sans 3", "Merriweather", "Inter", "Fraunces", "Nunito"] as const;
export type FontName = (typeof FONT_NAMES)[number];

type TypeSet = { base: FontName; headings: FontName };

/** Each theme's type set (app/styles/tokens.css has its colours); an unknown theme gets the default's. */
export const THEME_TYPE_SETS: Record<string, TypeSet> = {
  default: { base: "Source Sans 3", headings: "Merriweather" },
  hermes: { base: "Inter", headings: "Fraunces" },
  mdigital: { base: "Nunito", headings: "Nunito" },
  digitalone: { base: "Inter", headings: "Inter" },
  universidad: { base: "Source Sans 3", headings: "Merriweather" },
};

/** A tenant's unhosted font name leads the stack as a local font, before the theme's hosted family. */
export type RoleFont = { local: string | null; family: FontName };

export type TenantTypeSet = { base: RoleFont; headings: RoleFont };

type FontChoice = Pick<Tenant, "theme" | "cssBaseFont" | "cssAlternateFont">;

/** Hosted names match whatever their case in the tenants file ("source sans 3"). */
function hostedName(name: string): FontName | null {
  const wanted = name.trim().toLowerCase();
  return FONT_NAMES.find((font) => font.toLowerCase() === wanted) ?? null;
}

function roleFont(named: string | null, themeFont: FontName): RoleFont {
  if (!named) return { local: null, family: themeFont };
  const hosted = hostedName(named);
  return hosted ? { local: null, family: hosted } : { local: named, family: themeFont };
}

export function typeSetOf(tenant: FontChoice): TenantTypeSet {
  const theme = THEME_TYPE_SETS[tenant.theme] ?? THEME_TYPE_SETS.default;
  return {
    base: roleFont(tenant.cssBaseFont, theme.base),
    // Only the base font named: headings keep the theme's heading font (a serif over a sans, say).
    headings: roleFont(tenant.cssAlternateFont, theme.headings),
  };
}

/** One line per font name in the tenants file that the portal does not host, for the start-up log. */
export function fontWarnings(tenants: Array<FontChoice & Pick<Tenant, "name">>): string[] {
  const warnings: string[] = [];
  for (const tenant of tenants) {
    const set = typeSetOf(tenant);
    for (const [field, role] of [
      ["cssBaseFont", set.base],
      ["cssAlternateFont", set.headings],
    ] as const) {
      if (role.local === null) continue;
      warnings.push(
        `tenant "${tenant.name}": ${field} "${role.local}" is not a hosted font (${FONT_NAMES.join(", ")}); ` +
          `it is kept as a local font name, with "${role.family}" (theme "${tenant.theme}") for visitors who do not have it`,
      );
    }
  }
  return warnings;
}
