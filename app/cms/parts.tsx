// Pieces every CMS module uses: headings at a chosen level, the module frame, rich text, links.
import { Link } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CmsBlock, CmsLink, RichText as RichTextValue } from "./blocks";
import { below, type HeadingLevel } from "./headings";

export function Heading({ level, children, id, className }: { level: HeadingLevel; children: ReactNode; id?: string; className?: string }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** The level of what a module contains: one below its title, or the title's own level when it has none. */
export function innerLevel(block: Pick<CmsBlock, "title" | "level">): HeadingLevel {
  return block.title ? below(block.level) : block.level;
}

/** A module's box with its title (if any) as a heading at the level the loader chose. */
export function Frame({ block, children, className }: { block: CmsBlock; children: ReactNode; className?: string }) {
  return (
    <div className={`cms-module cms-${block.type.replace("_", "-")}${className ? ` ${className}` : ""}`}>
      {block.title ? (
        <Heading level={block.level} className="cms-module-title">
          {block.title}
        </Heading>
      ) : null}
      {children}
    </div>
  );
}

export function RichText({ text }: { text: RichTextValue }) {
  if ("safeHtml" in text) return <div className="cms-prose" dangerouslySetInnerHTML={{ __html: text.safeHtml }} />;
  return (
    <div className="cms-prose">
      {text.paragraphs.map((lines, index) => (
        <p key={index}>
          {lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}

/** A CMS link: pages of this site through the router, others in a new window (said to screen readers). */
export function CmsAnchor({ link, className }: { link: CmsLink; className?: string }) {
  const { t } = useTranslation();
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
        {link.text}
        <span className="visually-hidden"> {t("common:chrome.opensInNewWindow")}</span>
      </a>
    );
  }
  if (link.href.startsWith("/") && !link.file) {
    return (
      <Link to={link.href} className={className}>
        {link.text}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className}>
      {link.text}
    </a>
  );
}
