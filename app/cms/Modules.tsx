// One renderer for every CMS module type. The loader has done the risky parts (sanitizing, URL
// checks, heading levels): components only render. `safeHtml` is the only HTML set as innerHTML.
import { useLoginHref } from "~/chrome/login-href";
import { Link } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { CmsBlock } from "./blocks";
import { Carousel as CarouselNow } from "./Carousel";
import { Countdown as CountdownNow } from "./Countdown";
import * as ListsNow from "./ListModules";
import { CmsAnchor, Frame, Heading, RichText } from "./parts";
import { useDomainComponents } from "./registry";
import { SharedPart } from "~/chrome/SharedPart";
import { useRootData } from "~/root-data";
import { loadWhenOnline } from "~/ui/when-near";

/** Lazy chunks in the browser, rendered at once on the server (decision 019; the browser build drops the static imports). */
const Carousel = import.meta.env.SSR
  ? CarouselNow
  : lazy(loadWhenOnline(() => import("./Carousel").then((module) => ({ default: module.Carousel }))));
const Countdown = import.meta.env.SSR
  ? CountdownNow
  : lazy(loadWhenOnline(() => import("./Countdown").then((module) => ({ default: module.Countdown }))));
/** One of the list modules, all in one lazy chunk in the browser. */
function listModule<K extends keyof typeof ListsNow>(name: K): (typeof ListsNow)[K] {
  return import.meta.env.SSR
    ? ListsNow[name]
    : (lazy(
        loadWhenOnline(() => import("./ListModules").then((module) => ({ default: module[name] }))),
      ) as unknown as (typeof ListsNow)[K]);
}
const Activities = listModule("Activities");
const Blog = listModule("Blog");
const Speakers = listModule("Speakers");
const Sponsors = listModule("Sponsors");

type Of<T extends CmsBlock["type"]> = Extract<CmsBlock, { type: T }>;

export function CmsBlocks({ blocks }: { blocks: CmsBlock[] }) {
  const root = useRootData();
  return (
    <>
      {blocks.map((block) =>
        PER_VISITOR.has(block.type) ? (
          <CmsModule key={block.key} block={block} />
        ) : (
          <SharedPart key={block.key} name="cms-block" inputs={[block, root?.locale, root?.defaultLocale]}>
            <CmsModule block={block} />
          </SharedPart>
        ),
      )}
    </>
  );
}

/** Blocks drawn per visitor or per moment (a form, the login box, a ticking clock), and the container that may hold them. */
const PER_VISITOR = new Set<CmsBlock["type"]>(["contact_form", "donation_calculator", "login", "countdown", "container"]);

function CmsModule({ block }: { block: CmsBlock }) {
  const { contact_form: ContactForm, donation_calculator: TaxCalculator } = useDomainComponents();
  switch (block.type) {
    case "activities":
      return (
        <Suspense fallback={null}>
          <Activities block={block} />
        </Suspense>
      );
    case "blog":
      return (
        <Suspense fallback={null}>
          <Blog block={block} />
        </Suspense>
      );
    case "card":
      return <Card block={block} />;
    case "container":
      return <Container block={block} />;
    case "countdown":
      return (
        <Suspense fallback={null}>
          <Countdown block={block} />
        </Suspense>
      );
    case "html":
      return (
        <Frame block={block}>
          <div className="cms-prose" dangerouslySetInnerHTML={{ __html: block.safeHtml }} />
        </Frame>
      );
    case "iframe":
      return <Iframe block={block} />;
    case "image":
      return <ImageModule block={block} />;
    case "link":
      return (
        <Frame block={block}>
          <p className="cms-link-text">
            <CmsAnchor link={block.link} />
          </p>
        </Frame>
      );
    case "login":
      return <Login block={block} />;
    case "slide":
      return (
        <Suspense fallback={null}>
          <Carousel block={block} />
        </Suspense>
      );
    case "speakers":
      return (
        <Suspense fallback={null}>
          <Speakers block={block} />
        </Suspense>
      );
    case "sponsors":
      return (
        <Suspense fallback={null}>
          <Sponsors block={block} />
        </Suspense>
      );
    case "static_map":
      return <StaticMap block={block} />;
    case "text":
      return (
        <Frame block={block}>
          <RichText text={block.text} />
        </Frame>
      );
    case "title":
      return (
        <Heading level={block.level} className="cms-title">
          {block.text}
        </Heading>
      );
    case "video":
      return <Video block={block} />;
    case "contact_form":
      return (
        <Suspense fallback={null}>
          <ContactForm block={block} />
        </Suspense>
      );
    case "donation_calculator":
      return (
        <Suspense fallback={null}>
          <TaxCalculator block={block} />
        </Suspense>
      );
  }
}

function Card({ block }: { block: Of<"card"> }) {
  return (
    <article className="cms-module cms-card">
      {block.image ? <img className="cms-card-image" src={block.image.src} alt={block.image.alt} loading="lazy" /> : null}
      <div className="cms-card-body">
        {block.title ? (
          <Heading level={block.level} className="cms-card-title">
            {block.title}
          </Heading>
        ) : null}
        {block.text ? <RichText text={block.text} /> : null}
        {block.link ? (
          <p className="cms-card-link">
            <CmsAnchor link={block.link} />
          </p>
        ) : null}
      </div>
    </article>
  );
}

function Container({ block }: { block: Of<"container"> }) {
  return (
    <Frame block={block}>
      <div className={`cms-grid cms-cols-${block.columns}`}>
        {block.children.map((child) => (
          <div key={child.key} className="cms-cell">
            <CmsModule block={child} />
          </div>
        ))}
      </div>
    </Frame>
  );
}

/** An embed the CSP would not let this page frame: a link to its content, in a new window. */
function EmbedLink({ href, title }: { href: string; title: string }) {
  const { t } = useTranslation("cms");
  return (
    <p className="cms-embed-link">
      <CmsAnchor link={{ href, external: true, text: t("embed.open", { title }) }} />
    </p>
  );
}

function Iframe({ block }: { block: Of<"iframe"> }) {
  const { t } = useTranslation("cms");
  const title = block.title ?? t("iframe.fallbackTitle");
  return (
    <Frame block={block}>
      {block.framed ? (
        // Sandboxed: the embedded page may run its scripts but cannot navigate this one.
        <iframe
          className="cms-embed"
          src={block.src}
          title={title}
          height={block.height}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        />
      ) : (
        <EmbedLink href={block.src} title={title} />
      )}
    </Frame>
  );
}

function Video({ block }: { block: Of<"video"> }) {
  const { t } = useTranslation("cms");
  const title = block.videoTitle || t("video.fallbackTitle");
  return (
    <Frame block={block}>
      {block.framed ? (
        <div className="cms-video-frame">
          <iframe
            src={block.src}
            title={title}
            loading="lazy"
            allow="fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <EmbedLink href={block.src} title={title} />
      )}
    </Frame>
  );
}

function ImageModule({ block }: { block: Of<"image"> }) {
  const img = <img className="cms-image-img" src={block.image.src} alt={block.image.alt} loading="lazy" />;
  return (
    <Frame block={block}>
      {block.caption ? (
        <figure className="cms-figure">
          {img}
          <figcaption>{block.caption}</figcaption>
        </figure>
      ) : (
        img
      )}
    </Frame>
  );
}

function Login({ block }: { block: Of<"login"> }) {
  const { t } = useTranslation("cms");
  // Back to this page after logging in.
  const to = useLoginHref();
  return (
    <Frame block={block}>
      {block.text ? <p>{block.text}</p> : null}
      <p>
        <Link to={to} className="button">
          {t("login.link")}
        </Link>
      </p>
    </Frame>
  );
}

function StaticMap({ block }: { block: Of<"static_map"> }) {
  const { t } = useTranslation("cms");
  return (
    <Frame block={block}>
      <div className="cms-map">
        {block.image ? <img className="cms-map-image" src={block.image.src} alt={block.image.alt} loading="lazy" /> : null}
        <div className="cms-map-text">
          {block.address ? <p className="cms-map-address">{block.address}</p> : null}
          {block.mapUrl ? (
            <p>
              <CmsAnchor link={{ href: block.mapUrl, external: true, text: t("map.open") }} className="cms-map-link" />
            </p>
          ) : null}
        </div>
      </div>
    </Frame>
  );
}
