// The backend's venues answer. No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { numberOrText } from "./catalogue.schemas";

export const venuesSchema = z.object({
  data: z.array(z.object({ id: numberOrText.transform(String), name: z.string() })),
});
export type Venue = z.output<typeof venuesSchema>["data"][number];

/** `/rooms`: each room with the venue it is in. */
export const roomsSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), venue_id: numberOrText.transform(String) })),
});
export type VenueRoom = z.output<typeof roomsSchema>["data"][number];
