import { z } from "zod";
import type { Backend } from "./client.server";

export const venuesSchema = z.object({
  data: z.array(z.object({ id: z.union([z.number(), z.string()]).transform(String), name: z.string() })),
});
export type Venue = z.output<typeof venuesSchema>["data"][number];

export async function getVenues(backend: Backend): Promise<Venue[]> {
  return (await backend.call("/venues", { schema: venuesSchema, cache: true })).data;
}

/** The visitor's chosen venue, remembered across visits (spec: stored locally). */
export const VENUE_COOKIE = "venue_id";
