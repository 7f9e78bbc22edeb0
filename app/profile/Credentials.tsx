// The "Accreditation" and "Certificates" tabs: accreditation and attendance certificates, overall and per confirmed activity.
// Plain links (no client routing): the browser saves the file, or comes back here with a message when the backend refused it.
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { Time } from "~/ui/Time";
import type { DownloadTarget } from "~/backend/records.server";
import { downloadPath } from "./records";
import type { Registration } from "~/participation/registrations";
import type { Loaded } from "~/session/forbidden.server";

export function useLocales(): { locale: Locale; defaultLocale: Locale } {
  const root = useRootData();
  return { locale: root?.locale ?? "es", defaultLocale: root?.defaultLocale ?? "es" };
}

/** A download: the visible text, plus the hidden words that say which file it is out of context. */
export function FileLink({
  target,
  text,
  before,
  after,
  query,
  primary,
}: {
  target: DownloadTarget;
  text: string;
  /** Hidden words read before / after the text. */
  before?: string;
  after?: string;
  query?: URLSearchParams;
  primary?: boolean;
}) {
  const { t } = useTranslation("records");
  const { locale, defaultLocale } = useLocales();
  return (
    <a href={downloadPath(target, locale, defaultLocale, query)} className={primary ? "button file-link" : "file-link"}>
      {before ? <span className="visually-hidden">{before} </span> : null}
      {text}
      {after ? <span className="visually-hidden"> {after}</span> : null}
      <span className="file-type"> ({t("files.pdf")})</span>
    </a>
  );
}

function confirmed(activities: Loaded<{ registrations: Registration[] }>): Registration[] | null {
  return activities.ok ? activities.value.registrations.filter((registration) => registration.state !== "pending") : null;
}

function PerActivity({
  kind,
  activities,
}: {
  kind: "accreditation" | "certificate";
  activities: Loaded<{ registrations: Registration[] }>;
}) {
  const { t } = useTranslation("records");
  const { locale } = useLocales();
  const list = confirmed(activities);
  const key = kind === "accreditation" ? "credentials" : "certificates";
  if (list === null) return <p className="notice">{t("activities.loadFailed")}</p>;
  if (!list.length) return <p>{t(`${key}.noActivities`)}</p>;
  return (
    <ul className="credential-files">
      {list.map((registration) => (
        <li key={registration.id}>
          <FileLink target={{ kind, id: registration.id }} text={registration.title} before={t(`${key}.fileContext`)} />
          <span className="file-when">
            <Time iso={registration.start} locale={locale} format="short" />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Credentials({ activities }: { activities: Loaded<{ registrations: Registration[] }> }) {
  const { t } = useTranslation("records");
  return (
    <>
      <p>{t("credentials.intro")}</p>
      <p>
        <FileLink target={{ kind: "accreditation" }} text={t("credentials.download")} primary />
      </p>
      <h3>{t("credentials.perActivityTitle")}</h3>
      <PerActivity kind="accreditation" activities={activities} />
    </>
  );
}

export function Certificates({ activities }: { activities: Loaded<{ registrations: Registration[] }> }) {
  const { t } = useTranslation("records");
  return (
    <>
      <p>{t("certificates.intro")}</p>
      <p>
        <FileLink target={{ kind: "certificate" }} text={t("certificates.download")} primary />
      </p>
      <h3>{t("certificates.perActivityTitle")}</h3>
      <PerActivity kind="certificate" activities={activities} />
    </>
  );
}
