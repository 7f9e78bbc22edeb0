/** Blog posts. The fixed paths are declared before `/blog/posts/:slug`. */
import { Router } from "express";
import { sendData } from "../middleware";
import { catalogue, notFound, pageParam, queryParam } from "./helpers";

export const blogRouter = Router();

/**
 * Laravel-paginated, newest first, 6 per page: `{ data, meta: { current_page, last_page,
 * per_page, total } }`. `?page=` past the last page → empty `data`, same meta; `?tag=` (slug).
 */
blogRouter.get("/blog/posts", (req, res) => {
  res.json(catalogue(res).posts({ page: pageParam(req), tag: queryParam(req, "tag") }));
});

blogRouter.get("/blog/posts/tags", (_req, res) => {
  sendData(res, catalogue(res).postTags());
});

blogRouter.get("/blog/posts/featured", (_req, res) => {
  sendData(res, catalogue(res).featuredPosts());
});

/** The three posts chosen for the home page. */
blogRouter.get("/blog/posts/homePage", (_req, res) => {
  sendData(res, catalogue(res).homePagePosts());
});

blogRouter.get("/blog/posts/:slug", (req, res) => {
  const post = catalogue(res).findPost(req.params.slug);
  if (post) sendData(res, post);
  else notFound(res);
});
