// The backend's contact form answer. No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";

export const contactFormAnswer = z.object({
  data: z.object({ uuid: z.string().trim().min(1) }).passthrough(),
});
