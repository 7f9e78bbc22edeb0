// The backend's customer answers (spec doc 2, "Customer"): log in, sign up, the customer.
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { envelope, numberOrText } from "./catalogue.schemas";

const loginData = z.object({
  token: z.string().min(1),
  has_missing_fields: z.boolean().optional().default(false),
  missing_required_fields: z.array(z.string()).optional().default([]),
  emailVerified: z.boolean().optional(),
});
export type LoginData = z.output<typeof loginData>;

const twoFactorRequired = z.object({ two_factor_required: z.literal(true), two_factor_token: z.string().min(1) });

export const loginAnswer = z.object({ data: z.union([twoFactorRequired, loginData]) });
export type LoginAnswer = z.output<typeof loginAnswer>;
export const twoFactorAnswer = z.object({ data: loginData });

const customerSchema = z
  .object({
    id: numberOrText.optional(),
    name: z.string().nullable().optional(),
    surname: z.string().nullable().optional(),
    email: z.string(),
    telephone: z.string().nullable().optional(),
    photo: z.string().nullable().optional(),
    position: z.string().nullable().optional(),
    company: z.string().nullable().optional(),
    gender: numberOrText.nullable().optional(),
    emailVerified: z.boolean().optional(),
    two_factor_method: z.string().nullable().optional(),
    advertising: z.boolean().nullable().optional(),
  })
  .passthrough();
export type Customer = z.output<typeof customerSchema>;

const genreList = z.array(z.object({ id: numberOrText.transform(String), name: z.string() }));
export type Genre = z.output<typeof genreList>[number];
/** Wrapped in `data` or not. */
export const genresAnswer = z.union([z.object({ data: genreList }), genreList]);

export const anyData = z.object({ data: z.unknown().optional() }).passthrough();

/** The customer, wrapped in `data` or not. */
export const customerAnswer = z.union([envelope(customerSchema), customerSchema]);

export const signUpAnswer = z.object({
  data: z.object({ token: z.string().nullable().optional(), customer: customerSchema.optional() }).passthrough(),
});

export const ssoExtraFieldsAnswer = z.object({
  data: z.object({ missing_required_fields: z.array(z.string()).optional().default([]) }).passthrough(),
});

export const validateAnswer = z.object({ data: z.object({ email: z.string().optional() }).passthrough() });
