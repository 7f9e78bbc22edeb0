// The backend's answers about the tenant's registration form (decision 028).
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { customFormFieldSchema } from "./participation.schemas";

const registrationFormSchema = z.object({
  id: z.number().int().nonnegative(),
  title: z.string(),
  description: z.string().nullable(),
  fields: z.array(customFormFieldSchema),
});
export type RegistrationForm = z.output<typeof registrationFormSchema>;

export const formAnswer = z.object({ data: registrationFormSchema });
export const savedAnswer = z.object({ data: z.object({ custom_form_id: z.number(), email: z.string(), saved: z.literal(true) }) });
export const externalAnswer = z.object({ data: z.object({ reference: z.string().min(1), email: z.string(), custom_form_id: z.number() }) });
