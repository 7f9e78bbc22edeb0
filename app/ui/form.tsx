// Form pieces following the GOV.UK error pattern: a linked error summary, the message beside each
// field, and the values as typed. Validation runs on the server only (decision 028).
import { createContext, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SubmissionResult } from "@conform-to/dom";
import { isLocale } from "~/i18n/locales";
import { isRule, translateMessage } from "~/validation/messages";
export { SubmitButton } from "./submit-button";

export type FormReply = SubmissionResult<string[]>;

type FormState = { reply: FormReply | null | undefined; idPrefix: string };
// Marked pure so that importing this module for its types or one component keeps nothing else.
const FormContext = /* @__PURE__ */ createContext<FormState>({ reply: null, idPrefix: "f" });

/** A field's id: `<idPrefix>-<name>`, a nested name's dots (`survey.overall`) as dashes. */
function fieldId(idPrefix: string, name: string) {
  return `${idPrefix}-${name.replace(/[^\w-]/g, "-")}`;
}

/** Provides the reply to the fields inside; `idPrefix` keeps ids unique when a page has two forms. */
export function FormReplyProvider({
  reply,
  idPrefix = "f",
  children,
}: {
  reply: FormReply | null | undefined;
  idPrefix?: string;
  children: ReactNode;
}) {
  return <FormContext.Provider value={{ reply, idPrefix }}>{children}</FormContext.Provider>;
}

/** Turns a stored message into text: a validation rule (`minLength?length=8`), a catalogue key, or the backend's own words. */
function useFormMessage() {
  const { t, i18n } = useTranslation();
  return (message: string) => {
    const [key, query] = message.split("?", 2);
    if (isRule(key)) return translateMessage(t, message, isLocale(i18n.language) ? i18n.language : undefined);
    if (!/^[a-z]+:[\w.-]+$/i.test(key)) return message;
    const params = Object.fromEntries([...new URLSearchParams(query ?? "")].map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]));
    // With the params: a plural key (`rateLimited_one`/`_other`) exists only for a `count`.
    return i18n.exists(key, params) ? t(key, params) : message;
  };
}

export function replyErrors(reply: FormReply | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(reply?.error ?? {})) if (messages?.length) out[name] = messages;
  return out;
}

function hasFormErrors(reply: FormReply | null | undefined): boolean {
  return reply?.status === "error" && Object.keys(replyErrors(reply)).length > 0;
}

/** Every typed value for the server's render; the serialized reply carries the short ones only. */
export const TYPED = "typed";

/** What was posted under `name`; a nested name (`survey.overall`) is looked up as conform nests it. */
function postedValue(reply: FormReply | null | undefined, name: string): unknown {
  const typed = (reply as { [TYPED]?: Record<string, unknown> } | null | undefined)?.[TYPED];
  const values = typed ?? reply?.initialValue;
  if (!values) return undefined;
  if (name in values) return values[name];
  return name
    .split(".")
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), values);
}

function initialValue(reply: FormReply | null | undefined, name: string): string | undefined {
  const value = postedValue(reply, name);
  return typeof value === "string" ? value : undefined;
}

/** Every value posted under `name` (a group of checkboxes posts one per ticked box). */
function initialValues(reply: FormReply | null | undefined, name: string): string[] {
  const value = postedValue(reply, name);
  return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === "string" && item !== "");
}

/** A value the reply does not carry (too long to echo) is left unset, so React keeps the control as it is. */
function typedValueProps(
  field: { value: string | undefined; reply: FormReply | null | undefined },
  fallback?: string,
): { defaultValue?: string } {
  if (!field.reply?.initialValue) return fallback === undefined ? {} : { defaultValue: fallback };
  return field.value === undefined ? {} : { defaultValue: field.value };
}

/** Every failure in the order of `fields`, each linked to its field; whole-form errors first. */
type SummaryProps = { fields: string[]; extra?: ReactNode; labels?: Record<string, string> };

export function ErrorSummary(props: SummaryProps) {
  const { reply, idPrefix } = useContext(FormContext);
  // A form with nothing failing (most of a page's forms) pays for no hooks.
  return hasFormErrors(reply) ? <FailingSummary {...props} reply={reply!} idPrefix={idPrefix} /> : null;
}

function FailingSummary({ fields, extra, labels = {}, reply, idPrefix }: SummaryProps & { reply: FormReply; idPrefix: string }) {
  const { t } = useTranslation();
  const text = useFormMessage();
  const ref = useRef<HTMLDivElement>(null);
  const errors = replyErrors(reply);
  useEffect(() => {
    ref.current?.focus();
  }, [reply]);
  const known = fields.filter((name) => errors[name]);
  const others = Object.keys(errors).filter((name) => name !== "" && !fields.includes(name));
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} aria-labelledby={`${idPrefix}-summary-title`}>
      <div role="alert">
        <h2 id={`${idPrefix}-summary-title`} className="error-summary-title">
          {t("validation:summaryTitle")}
        </h2>
        <ul className="error-summary-list">
          {(errors[""] ?? []).map((message) => (
            <li key={`form-${message}`}>{text(message)}</li>
          ))}
          {[...known, ...others].flatMap((name) =>
            errors[name].map((message) => (
              <li key={`${name}-${message}`}>
                <a href={`#${fieldId(idPrefix, name)}`} onClick={focusField}>
                  {summaryLine(labels[name], text(message))}
                </a>
              </li>
            )),
          )}
        </ul>
        {extra}
      </div>
    </div>
  );
}

/** A message that does not name its field gets the field's label in front. */
function summaryLine(label: string | undefined, message: string): string {
  return label && !message.includes(label) ? `${label}: ${message}` : message;
}

/** A summary link focuses its field itself: following `#id` would make the router forget the reply. */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  (target.closest(".field") ?? target).scrollIntoView({ block: "start" });
  target.focus({ preventScroll: true });
}

export function useField(name: string) {
  const { reply, idPrefix } = useContext(FormContext);
  const errors = replyErrors(reply)[name] ?? [];
  const id = fieldId(idPrefix, name);
  return {
    id,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    errors,
    value: initialValue(reply, name),
    values: initialValues(reply, name),
    reply,
  };
}

export function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  return errors.length ? <FieldErrorLines id={id} errors={errors} /> : null;
}

function FieldErrorLines({ id, errors }: { id: string; errors: string[] }) {
  const { t } = useTranslation();
  const text = useFormMessage();
  return (
    <p id={id} className="field-error">
      {errors.map((message) => (
        <span key={message} className="field-error-line">
          <span className="visually-hidden">{t("validation:errorPrefix")} </span>
          {text(message)}
        </span>
      ))}
    </p>
  );
}

function describedBy(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** A field's hint and messages, between its label (or legend) and its control. */
function FieldNotes({ field, hint }: { field: ReturnType<typeof useField>; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <div id={field.hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </>
  );
}

/** The GOV.UK frame of a labelled control: label, hint, messages, then the control. */
function FieldFrame({
  name,
  label,
  hint,
  className,
  errors,
  children,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  className?: string;
  /** Errors found in the browser, shown instead of the reply's. */
  errors?: string[];
  children: (field: ReturnType<typeof useField>) => ReactNode;
}) {
  const replied = useField(name);
  const field = errors ? { ...replied, errors } : replied;
  const invalid = field.errors.length > 0;
  return (
    <div className={`field${className ? ` ${className}` : ""}${invalid ? " field-invalid" : ""}`}>
      <label className="field-label" htmlFor={field.id}>
        {label}
      </label>
      <FieldNotes field={field} hint={hint} />
      {children(field)}
    </div>
  );
}

function controlProps(field: ReturnType<typeof useField>, name: string, hint: ReactNode, required?: boolean) {
  const invalid = field.errors.length > 0;
  return {
    id: field.id,
    name,
    required,
    "aria-required": required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy(hint ? field.hintId : undefined, invalid && field.errorId),
  };
}

type TextFieldProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "text";
  required?: boolean;
  defaultValue?: string;
  spellCheck?: boolean;
  width?: "short" | "full";
};

/** A labelled input with its hint and errors. Passwords never get their typed value back. */
export function TextField({
  name,
  label,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  required,
  defaultValue,
  spellCheck,
  width = "full",
}: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {(field) => (
        <input
          {...controlProps(field, name, hint, required)}
          // A new reply gives a fresh input, so passwords are cleared as without JS.
          key={type === "password" ? replyKey(field.reply) : undefined}
          className={`field-input field-input-${width}`}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={spellCheck}
          {...(type === "password" ? {} : typedValueProps(field, defaultValue))}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  rows?: number;
  required?: boolean;
  defaultValue?: string;
  autoComplete?: string;
  spellCheck?: boolean;
};

export function TextArea({ name, label, hint, rows = 6, required, defaultValue, autoComplete, spellCheck }: TextAreaProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {(field) => (
        <textarea
          {...controlProps(field, name, hint, required)}
          className="field-input field-textarea"
          rows={rows}
          autoComplete={autoComplete}
          spellCheck={spellCheck}
          {...typedValueProps(field, defaultValue)}
        />
      )}
    </FieldFrame>
  );
}

/** Its form needs `encType="multipart/form-data"`; a failed submit cannot give the file back. */
export function FileField({
  name,
  label,
  hint,
  accept,
  required,
  tooLarge,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  accept?: string;
  required?: boolean;
  /** With JavaScript, a file over `maxBytes` is let go when chosen, before anything is sent, and `message` shows beside the field. */
  tooLarge?: { maxBytes: number; message: string };
}) {
  const { reply } = useField(name);
  // The reply the refusal was made under: a new reply from the server takes over.
  const [refusedUnder, setRefusedUnder] = useState<FormReply | null | undefined | false>(false);
  const refused = tooLarge && refusedUnder === reply;
  return (
    <FieldFrame name={name} label={label} hint={hint} className="field-file" errors={refused ? [tooLarge.message] : undefined}>
      {(field) => (
        <input
          {...controlProps(field, name, hint, required)}
          // A new reply gives a fresh input: the browser would otherwise keep a file that was refused.
          key={replyKey(field.reply)}
          className="field-file-input"
          type="file"
          accept={accept}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            const over = Boolean(tooLarge && file && file.size > tooLarge.maxBytes);
            if (over) event.currentTarget.value = "";
            setRefusedUnder(over ? reply : false);
          }}
        />
      )}
    </FieldFrame>
  );
}

const replyIds = new WeakMap<object, number>();
let replyCount = 0;
function replyKey(reply: FormReply | null | undefined): string {
  if (!reply) return "0";
  let id = replyIds.get(reply);
  if (id === undefined) replyIds.set(reply, (id = ++replyCount));
  return String(id);
}

export function CheckboxField({
  name,
  label,
  hint,
  defaultChecked,
  required,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  defaultChecked?: boolean;
  required?: boolean;
}) {
  const field = useField(name);
  const invalid = field.errors.length > 0;
  const checked = field.reply?.initialValue ? field.value !== undefined && field.value !== "" : defaultChecked;
  return (
    <div className={`field field-checkbox${invalid ? " field-invalid" : ""}`}>
      <FieldErrors id={field.errorId} errors={field.errors} />
      <input
        id={field.id}
        name={name}
        type="checkbox"
        value="on"
        defaultChecked={checked}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint ? field.hintId : undefined, invalid && field.errorId)}
      />
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <div id={field.hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

type Option = {
  value: string;
  label: string;
  disabled?: boolean;
  /** More about this option under its label (GOV.UK radio "hint"), read with it by screen readers. */
  description?: ReactNode;
};

/** The fieldset of a group of choices, described by its hint and messages. */
function ChoiceGroup({
  field,
  legend,
  hint,
  className,
  children,
}: {
  field: ReturnType<typeof useField>;
  legend: string;
  hint?: ReactNode;
  className: string;
  children: ReactNode;
}) {
  const invalid = field.errors.length > 0;
  return (
    <fieldset
      className={`field ${className}${invalid ? " field-invalid" : ""}`}
      aria-describedby={describedBy(hint ? field.hintId : undefined, invalid && field.errorId)}
    >
      <legend className="field-label">{legend}</legend>
      <FieldNotes field={field} hint={hint} />
      {children}
    </fieldset>
  );
}

/** The whole form's messages beside its button, for a form without an error summary: where one shows the reply, it says them (once). */
export function FormLevelError() {
  const { reply, idPrefix } = useContext(FormContext);
  const errors = replyErrors(reply)[""] ?? [];
  return <FieldErrors id={`${idPrefix}-form-error`} errors={errors} />;
}

/** The id of a group's `index`th option: the first has the field's own id, which the summary links to. */
function optionId(field: ReturnType<typeof useField>, index: number) {
  return index === 0 ? field.id : `${field.id}-${index}`;
}

/** What a group shows chosen: after a submission what was posted, before it the default. */
function chosenValues(field: ReturnType<typeof useField>, defaults: string[]): string[] {
  return field.reply?.initialValue ? field.values : defaults;
}

type ChoicesProps = { name: string; legend: string; hint?: ReactNode; options: Option[] };

/** One input per option, each with its label and its description (a radio option's, GOV.UK's radio "hint"). */
function Choices({
  type,
  name,
  legend,
  hint,
  options,
  required,
  defaults,
}: ChoicesProps & { type: "radio" | "checkbox"; required?: boolean; defaults: string[] }) {
  const field = useField(name);
  const chosen = chosenValues(field, defaults);
  return (
    <ChoiceGroup field={field} legend={legend} hint={hint} className={type === "radio" ? "field-radios" : "field-checkboxes"}>
      {options.map((option, index) => {
        const id = optionId(field, index);
        return (
          <div className="field-radio" key={option.value}>
            <input
              id={id}
              type={type}
              name={name}
              value={option.value}
              required={required}
              disabled={option.disabled}
              defaultChecked={chosen.includes(option.value)}
              aria-describedby={option.description ? `${id}-hint` : undefined}
            />
            <label htmlFor={id}>{option.label}</label>
            {option.description ? (
              <div id={`${id}-hint`} className="field-hint field-radio-hint">
                {option.description}
              </div>
            ) : null}
          </div>
        );
      })}
    </ChoiceGroup>
  );
}

export function RadioGroupField({ defaultValue, ...props }: ChoicesProps & { required?: boolean; defaultValue?: string }) {
  return <Choices {...props} type="radio" defaults={defaultValue ? [defaultValue] : []} />;
}

export function CheckboxesField({ defaultValue = [], ...props }: ChoicesProps & { defaultValue?: string[] }) {
  return <Choices {...props} type="checkbox" defaults={defaultValue} />;
}

/** A screen reader hears each end's name with its number, so the visible names are hidden from it. */
export function ScaleField({
  name,
  legend,
  hint,
  min,
  max,
  minLabel,
  maxLabel,
  required,
  defaultValue,
}: {
  name: string;
  legend: string;
  hint?: ReactNode;
  min: number;
  max: number;
  minLabel: string;
  maxLabel: string;
  required?: boolean;
  defaultValue?: string;
}) {
  const field = useField(name);
  const chosen = chosenValues(field, defaultValue ? [defaultValue] : []);
  const points = Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => String(min + index));
  return (
    <ChoiceGroup field={field} legend={legend} hint={hint} className="field-scale">
      <div className="scale">
        <div className="scale-points">
          {points.map((point, index) => (
            <div className="scale-point" key={point}>
              <input
                id={optionId(field, index)}
                type="radio"
                name={name}
                value={point}
                required={required}
                defaultChecked={chosen.includes(point)}
              />
              <label htmlFor={optionId(field, index)}>
                {point}
                {index === 0 ? <span className="visually-hidden"> ({minLabel})</span> : null}
                {index === points.length - 1 ? <span className="visually-hidden"> ({maxLabel})</span> : null}
              </label>
            </div>
          ))}
        </div>
        <div className="scale-ends" aria-hidden="true">
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </div>
      </div>
    </ChoiceGroup>
  );
}

type FramedProps = { name: string; label: string; hint?: ReactNode; required?: boolean; defaultValue?: string };

const PICKER_CLASSES = { date: "field-input field-input-date", time: "field-input field-input-time" };

/** An input with the browser's picker, for what rules.ts reads more leniently than the picker sends. */
function PickerField({ type, name, label, hint, required, defaultValue }: FramedProps & { type: keyof typeof PICKER_CLASSES }) {
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {(field) => (
        <input
          {...controlProps(field, name, hint, required)}
          className={PICKER_CLASSES[type]}
          type={type}
          defaultValue={field.value ?? defaultValue}
        />
      )}
    </FieldFrame>
  );
}

/** Browsers with a picker send `YYYY-MM-DD`; the server also reads `27/03/1990` (rules.ts `date`). */
export function DateField(props: FramedProps) {
  return <PickerField {...props} type="date" />;
}

/** Browsers with a picker send `HH:MM`; the server also reads `9:30`, `9.30` (rules.ts `time`). */
export function TimeField(props: FramedProps) {
  return <PickerField {...props} type="time" />;
}

export function SelectField({ name, label, hint, required, defaultValue, options }: FramedProps & { options: Option[] }) {
  const { t } = useTranslation("forms");
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {(field) => (
        <select
          {...controlProps(field, name, hint, required)}
          className="field-input field-input-short"
          defaultValue={field.value ?? defaultValue ?? ""}
        >
          <option value="">{t("choose")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The honeypot, hidden by the stylesheet (the CSP forbids inline styles). */
export function HoneypotField() {
  const { t } = useTranslation();
  const { idPrefix } = useContext(FormContext);
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="trap" aria-hidden="true">
      <label htmlFor={id}>{t("account.honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}

export const HONEYPOT_FIELD = "website";
