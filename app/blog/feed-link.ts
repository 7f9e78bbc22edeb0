// The `<link rel="alternate">` that lets a browser or a feed reader find the blog's Atom feed.
import type { MetaDescriptor } from "@remix-run/node";

export type FeedLink = { href: string; title: string };

export function feedLinkDescriptor(feed: FeedLink): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/atom+xml", title: feed.title, href: feed.href };
}
