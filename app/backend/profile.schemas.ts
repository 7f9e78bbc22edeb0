// The backend's answers for the private area's own customer calls: the tenant's extended profile or
// sections, read leniently (what the portal cannot draw is left out). No `.server` suffix so tests can import it.
import { z } from "zod";
import { numberOrText } from "./catalogue.schemas";

const EXTRA_FIELD_TYPES = ["text", "date", "time", "select", "checkbox", "textarea", "file"] as const;

// Option values are mostly codes (text first; see numberOrText).
const optionSchema = z.object({ value: z.union([z.string(), z.number()]).transform(String), label: z.string() });

export const extraFieldSchema = z.object({
  name: z.string().regex(/^[A-Za-z][\w-]*$/),
  type: z.enum(EXTRA_FIELD_TYPES),
  label: z.string().min(1),
  required: z.boolean().optional().default(false),
  options: z.array(optionSchema).optional().default([]),
  max_length: z.number().int().positive().nullable().optional(),
  /** A select whose options another call serves. */
  options_source: z.enum(["types", "transports", "hotels"]).optional(),
  accept: z.array(z.string()).optional().default([]),
  max_bytes: z.number().int().positive().optional(),
});
export type ExtraField = z.output<typeof extraFieldSchema>;

/** Field names the portal's own form uses: a structure must not shadow them. */
const RESERVED = new Set(["intent", "website"]);

/** Drops what the portal cannot draw, and file fields outside a section that uploads them. */
function usableFields(items: unknown[], files = false): ExtraField[] {
  return items.flatMap((item) => {
    const field = extraFieldSchema.safeParse(item);
    if (!field.success || RESERVED.has(field.data.name)) return [];
    if (field.data.type === "file" && (!files || !field.data.accept.length)) return [];
    return [field.data];
  });
}

const AREA_SECTION_IDS = ["registration", "lodging", "academic", "logistics"] as const;
export type AreaSectionId = (typeof AREA_SECTION_IDS)[number];

const sectionSchema = z.object({
  id: z.string(),
  title: z.string().min(1),
  /** Without it the section takes no files. */
  form_id: z.number().int().positive().optional(),
  fields: z.array(z.unknown()),
});

/** Flat or sectioned; what the portal cannot draw is left out rather than failing the whole private area. */
export const structureAnswer = z.union([
  z.object({ data: z.array(z.unknown()) }).transform(({ data }) => ({ fields: usableFields(data), sections: [] })),
  z.array(z.unknown()).transform((data) => ({ fields: usableFields(data), sections: [] })),
  z.object({ data: z.object({ sections: z.array(z.unknown()) }) }).transform(({ data }) => ({
    fields: [] as ExtraField[],
    sections: data.sections.flatMap((item) => {
      const section = sectionSchema.safeParse(item);
      if (!section.success || !(AREA_SECTION_IDS as readonly string[]).includes(section.data.id)) return [];
      const { id, title, form_id: formId, fields } = section.data;
      return [{ id: id as AreaSectionId, title, formId: formId ?? null, fields: usableFields(fields, formId !== undefined) }];
    }),
  })),
]);

export type Structure = z.output<typeof structureAnswer>;

export type ExtraValue = string | boolean | null;
export type SavedFile = { id: string; name: string };
const savedFileSchema = z.object({ id: numberOrText.transform(String), name: z.string() });

export const extraValuesAnswer = z.object({ data: z.record(z.string(), z.unknown()).nullable() }).transform(({ data }) => {
  const values: Record<string, ExtraValue> = {};
  const files: Record<string, SavedFile> = {};
  for (const [name, value] of Object.entries(data ?? {})) {
    const file = savedFileSchema.safeParse(value);
    if (file.success) files[name] = file.data;
    values[name] = file.success
      ? file.data.id
      : typeof value === "string" || typeof value === "boolean"
        ? value
        : typeof value === "number"
          ? String(value)
          : null;
  }
  return { values, files };
});
export type ExtraValues = z.output<typeof extraValuesAnswer>;

const namedList = z.array(z.object({ id: numberOrText.transform(String), name: z.string() }));
export const typesAnswer = z.object({ data: namedList });
export const generalDataAnswer = z.object({
  data: z.object({ transports: namedList.optional().default([]), hotels: namedList.optional().default([]) }),
});
export type NamedList = z.output<typeof namedList>;
export type OptionSource = NonNullable<ExtraField["options_source"]>;

export const uploadedAnswer = z.object({ data: z.object({ files: z.record(z.string(), savedFileSchema) }) });
