// /usuario: the private area (feature user_profile, login required). One page of tabs (app/ui/Tabs):
// its sections load in app/profile/profile.server.ts; each handles its forms through `intent`.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { submitEmail } from "~/profile/email.server";
import { submitExtra } from "~/profile/extra.server";
import { isMultipart, submitAreaSection, submitAreaUpload } from "~/profile/area.server";
import { AreaSectionForm } from "~/profile/AreaSection";
import { customFormSummary } from "~/forms/custom-form-names";
import { replyFor } from "~/profile/replies";
import { AREA_INTENTS, CALENDAR_FEED, CHANGE_PASSWORD, EMAIL, EXTRA, PERSONAL, areaSectionOf } from "~/profile/intents";
import { submitCalendarFeed } from "~/profile/calendar-feed.server";
import { CHANGE_PASSWORD_GUARD, submitChangePassword } from "~/accounts/change-password.server";
import { PersonalData, ProfileErrorSummary, personalSummaryFields } from "~/profile/PersonalData";
import { personalDataPath, submitPersonal } from "~/profile/personal.server";
import { AREA, AREA_CHROME, loadProfile, profileChrome } from "~/profile/profile.server";
import { requirePage } from "~/session/page-guard.server";
import { Activities } from "~/profile/Activities";
import { Certificates, Credentials } from "~/profile/Credentials";
import { Crowdfunding } from "~/profile/Crowdfunding";
import { DonationErrorSummary, Donations } from "~/profile/Donations";
import { Networking } from "~/profile/Networking";
import { SummaryCounts } from "~/profile/Summary";
import { BUILT_TABS, type ProfileTab } from "~/profile/tabs";
import { pageMeta } from "~/seo/meta";
import { Avatar } from "~/ui/Avatar";
import { PersonalSlot } from "~/chrome/PersonalSlot";
import { Tabs } from "~/ui/Tabs";
import type { I18nHandle } from "~/i18n/namespaces";
import { fullName } from "~/ui/initials";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = {
  i18n: ["account", "blog", "catalogue", "crowdfunding", "networking", "password", "profile", "records", "signup"],
} satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  // The page's chrome, rendered for no one and kept: each visitor's part is composed in (app/personal-pages.server.tsx).
  if (args.context.pageCapture?.chromeOnly) {
    await requirePage(args, AREA_CHROME);
    return data(profileChrome(args.context));
  }
  const profile = await loadProfile(args, await requirePage(args, AREA));
  return data(profile, { status: profile.invalid ? 400 : 200 });
});

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  const { auth, customer } = await requirePage(args, AREA);
  // A section with files posts multipart, read as a stream (every other form here is url-encoded).
  if (isMultipart(args.request)) return submitAreaUpload(args, auth);
  const formData = await args.request.formData();
  const intent = String(formData.get("intent") ?? "");
  const areaSection = areaSectionOf(intent);
  if (areaSection) return submitAreaSection(args, formData, auth, areaSection);
  switch (intent) {
    case PERSONAL:
      return submitPersonal(args, formData, auth);
    case EXTRA:
      return submitExtra(args, formData, auth);
    case EMAIL:
      return submitEmail(args, formData, auth, customer.email);
    case CALENDAR_FEED:
      return submitCalendarFeed(args, formData, auth);
    case CHANGE_PASSWORD:
      // The step's guard, as on /cambiar-contraseña: the area's tab holds that page's form (tenants with change_password).
      await requirePage(args, CHANGE_PASSWORD_GUARD);
      return submitChangePassword({
        request: args.request,
        context: args.context,
        formData,
        auth,
        successTo: personalDataPath(args.context),
      });
    default:
      return data({ reply: { status: "error" as const, error: { "": ["account:errors.refused"] } } }, { status: 400 });
  }
});

/** The whole page is the visitor's own: a slot in the kept chrome. */
export default function Profile() {
  return (
    <PersonalSlot>
      <ProfileArea />
    </PersonalSlot>
  );
}

function ProfileArea() {
  const { t } = useTranslation("profile");
  const { customer, personal, area, records, calendarFeed, networking, counts } = useLoaderData<typeof loadProfile>();
  const actionData = useActionData<typeof action>();
  const sections: Partial<Record<ProfileTab, ReactNode>> = {
    "personal-data": <PersonalData section={personal} actionData={actionData} />,
    credentials: <Credentials activities={records.activities} />,
    activities: <Activities activities={records.activities} feed={calendarFeed} />,
    crowdfunding: <Crowdfunding crowdfunding={records.crowdfunding} anchor={t("tabs.crowdfunding.anchor")} />,
    networking: networking ? <Networking tab={networking} /> : null,
    certification: <Certificates activities={records.activities} />,
    "donation-certification": <Donations donations={records.donations} anchor={t("tabs.donation-certification.anchor")} />,
  };
  const summaryFields: Record<string, string[]> = { ...personalSummaryFields(personal) };
  const summaryLabels: Record<string, Record<string, string>> = {
    [EXTRA]: personal.extended ? customFormSummary(personal.extended.fields).labels : {},
  };
  // A sectioned private area: one tab per section the structure has, each its own form.
  for (const section of area) {
    const intent = AREA_INTENTS[section.id];
    sections[intent] = <AreaSectionForm section={section} intent={intent} reply={replyFor(actionData, intent)} />;
    const summary = customFormSummary(section.fields);
    summaryFields[intent] = summary.fields;
    summaryLabels[intent] = summary.labels;
  }
  const shown = BUILT_TABS.filter((tab) => sections[tab]);
  const tabs = shown.map((tab) => ({
    anchor: t(`tabs.${tab}.anchor`),
    title: t(`tabs.${tab}.title`),
    content: sections[tab],
  }));
  const role = [customer.position, customer.company].filter(Boolean).join(", ");
  return (
    <>
      <ProfileErrorSummary actionData={actionData} fields={summaryFields} labels={summaryLabels} />
      <DonationErrorSummary donations={records.donations} />
      <div className="profile-summary">
        <Avatar name={customer.name || customer.email} surname={customer.surname} photo={customer.photo} />
        <div>
          <h1>{t("title")}</h1>
          <p className="profile-name">{fullName(customer) || customer.email}</p>
          {role ? <p className="profile-role">{role}</p> : null}
          <p>{t("intro", { name: customer.name || customer.email })}</p>
          <SummaryCounts counts={counts} shown={shown} />
        </div>
      </div>
      <Tabs label={t("tabsLabel")} tabs={tabs} />
    </>
  );
}
