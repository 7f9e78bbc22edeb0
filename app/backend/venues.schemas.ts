// The backend's venues answer. No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { numberOrText } from "./catalogue.schemas";

export const venuesSchema = z.object({
  data: z.array(z.object({ id: numberOrText.transform(String), name: z.string() })),
});
export type Venue = z.output<typeof venuesSchema>["data"][number];
