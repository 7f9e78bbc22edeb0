// The tenant's registration form (decision 028): its fields, a new account's answers, and a
// registration without an account. Answers travel under `register`, so a 422 names `register.<field>`.
import { BackendError, type Backend } from "./client.server";
import { type CustomFormValue } from "./participation.schemas";
import { externalAnswer, formAnswer, savedAnswer, type RegistrationForm } from "./registration.schemas";

export type { RegistrationForm } from "./registration.schemas";

/** null when the tenant has none (404, or a form without fields). */
export async function getRegistrationForm(backend: Backend): Promise<RegistrationForm | null> {
  try {
    const answer = await backend.call("/custom-form/register", { name: "getRegistrationForm", schema: formAnswer, cache: true });
    return answer.data.fields.length > 0 ? answer.data : null;
  } catch (error) {
    if (error instanceof BackendError && error.kind === "http" && error.status === 404) return null;
    throw error;
  }
}

type Answers = Record<string, CustomFormValue>;

/** By e-mail: the new account has no token yet. */
export async function saveSignUpRegistration(
  backend: Backend,
  input: { email: string; customFormId: number; answers: Answers },
): Promise<void> {
  const body = { email: input.email, custom_form_id: input.customFormId, register: input.answers };
  await backend.call("/customer/signup-register-data", { name: "saveSignUpRegistration", method: "POST", body, schema: savedAnswer });
}

export async function registerWithoutAccount(
  backend: Backend,
  input: { name: string; surname: string; email: string; customFormId: number; answers: Answers },
): Promise<{ reference: string; email: string }> {
  const body = {
    name: input.name,
    surname: input.surname,
    email: input.email,
    custom_form_id: input.customFormId,
    register: input.answers,
  };
  const answer = await backend.call("/custom-form/external-register", {
    name: "registerWithoutAccount",
    method: "POST",
    body,
    schema: externalAnswer,
  });
  return { reference: answer.data.reference, email: answer.data.email };
}
