// The tenant's registration form (docs/decisions/028-registration-forms.md): its field list
// (`GET /custom-form/register`, a custom form like the surveys), the answers of an account just
// signed up (`POST /customer/signup-register-data`) and a registration without an account
// (`POST /custom-form/external-register`). Answers travel under `register`, keyed by field name,
// so a 422 names `register.<field>` as the form does.
import { z } from "zod";
import { BackendError, type Backend } from "./client.server";
import { customFormFieldSchema, type CustomFormValue } from "./participation.schemas";

const registrationFormSchema = z.object({
  /** The `custom_form_id` to send with the answers. */
  id: z.number().int().nonnegative(),
  title: z.string(),
  description: z.string().nullable(),
  fields: z.array(customFormFieldSchema),
});
export type RegistrationForm = z.output<typeof registrationFormSchema>;

const formAnswer = z.object({ data: registrationFormSchema });
const savedAnswer = z.object({ data: z.object({ custom_form_id: z.number(), email: z.string(), saved: z.literal(true) }) });
const externalAnswer = z.object({ data: z.object({ reference: z.string().min(1), email: z.string(), custom_form_id: z.number() }) });

/** The tenant's registration form; null when it has none (404, or a form without fields). */
export async function getRegistrationForm(backend: Backend): Promise<RegistrationForm | null> {
  try {
    const answer = await backend.call("/custom-form/register", { schema: formAnswer, cache: true });
    return answer.data.fields.length > 0 ? answer.data : null;
  } catch (error) {
    if (error instanceof BackendError && error.kind === "http" && error.status === 404) return null;
    throw error;
  }
}

type Answers = Record<string, CustomFormValue>;

/** Saves the registration answers of the account a sign-up just made (named by its e-mail: it has no token yet). */
export async function saveSignUpRegistration(backend: Backend, input: { email: string; customFormId: number; answers: Answers }): Promise<void> {
  const body = { email: input.email, custom_form_id: input.customFormId, register: input.answers };
  await backend.call("/customer/signup-register-data", { method: "POST", body, schema: savedAnswer });
}

/** Registers a visitor without an account; the answer's reference is what the confirmation shows. */
export async function registerWithoutAccount(
  backend: Backend,
  input: { name: string; surname: string; email: string; customFormId: number; answers: Answers },
): Promise<{ reference: string; email: string }> {
  const body = { name: input.name, surname: input.surname, email: input.email, custom_form_id: input.customFormId, register: input.answers };
  const answer = await backend.call("/custom-form/external-register", { method: "POST", body, schema: externalAnswer });
  return { reference: answer.data.reference, email: answer.data.email };
}
