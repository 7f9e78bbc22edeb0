// The campaign's comments: the form (logged in) or the way to log in, then the list, newest first,
// in pages of plain links.
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CommentsPage } from "~/backend/crowdfunding.server";
import { LoginToTakePart, SectionFailed } from "~/participation/common";
import type { Loaded } from "~/session/forbidden.server";
import { useRootData } from "~/root-data";
import { ErrorSummary, FormReplyProvider, TextArea, SubmitButton, type FormReply } from "~/ui/form";
import { Pagination } from "~/ui/Pagination";
import { Time } from "~/ui/Time";
import { COMMENT, COMMENT_FIELD, COMMENT_MAX } from "./intents";

export function Comments({
  comments,
  total,
  loggedIn,
  reply,
  ended,
}: {
  comments: Loaded<CommentsPage>;
  total: number;
  loggedIn: boolean;
  reply?: FormReply;
  ended: boolean;
}) {
  const { t } = useTranslation("crowdfunding");
  const root = useRootData()!;
  const location = useLocation();
  return (
    <section id="comentarios" className="campaign-section" aria-labelledby="comments-title">
      <h2 id="comments-title">{t("comments.title", { count: total })}</h2>
      {ended ? null : loggedIn ? (
        <FormReplyProvider reply={reply} idPrefix="comment">
          <ErrorSummary fields={[COMMENT_FIELD]} labels={{ [COMMENT_FIELD]: t("comments.label") }} />
          <Form method="post" action={`${location.pathname}#comentarios`} noValidate className="comment-form" preventScrollReset>
            <TextArea name={COMMENT_FIELD} label={t("comments.label")} hint={t("comments.hint", { max: COMMENT_MAX })} rows={4} required />
            <div className="form-actions">
              <SubmitButton name="intent" value={COMMENT} className="button">
                {t("comments.submit")}
              </SubmitButton>
            </div>
          </Form>
        </FormReplyProvider>
      ) : (
        <LoginToTakePart text={t("comments.login")} link={t("login")} hash="comentarios" />
      )}
      {!comments.ok ? (
        <SectionFailed reason={comments.reason} />
      ) : comments.value.data.length === 0 ? (
        <p>{t("comments.none")}</p>
      ) : (
        <>
          <ol className="comment-list">
            {comments.value.data.map((comment) => (
              <li key={comment.id} className="comment">
                <p className="comment-meta">
                  <strong>{comment.author}</strong>
                  {comment.mine ? ` (${t("comments.mine")})` : null} · <Time iso={comment.created_at} locale={root.locale} format="short" />
                </p>
                <p className="comment-body">{comment.body}</p>
              </li>
            ))}
          </ol>
          <Pagination
            current={comments.value.meta.current_page}
            last={comments.value.meta.last_page}
            label={t("comments.pages")}
            hash="comentarios"
          />
        </>
      )}
    </section>
  );
}
