import { z } from "zod";
import { numberOrText } from "./catalogue.schemas";
import type { Backend } from "./client.server";

export const venuesSchema = z.object({
  data: z.array(z.object({ id: numberOrText.transform(String), name: z.string() })),
});
export type Venue = z.output<typeof venuesSchema>["data"][number];

export async function getVenues(backend: Backend): Promise<Venue[]> {
  return (await backend.call("/venues", { name: "getVenues", schema: venuesSchema, cache: true })).data;
}

/** The visitor's chosen venue, remembered across visits (spec: stored locally). */
export const VENUE_COOKIE = "venue_id";
