// The host's cap on request bodies (`bodyCap` in app/config.server.ts: UPLOAD_MAX_BYTES + 1 MiB): a
// body whose declared length is above it is refused before a byte of it is read (server.ts turns
// the mark into the 413 refusal, answered by the translated error page) and the connection is closed
// afterwards so that Node does not drain the rest. Bodies without a declared length (chunked) are
// counted by the upload parser, which stops at the same cap (app/contact/upload.server.ts).
import type { NextFunction, Request, Response } from "express";

/** Marks `res.locals.bodyTooLarge`. */
export function bodyLimit(cap: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = req.headers["content-length"];
    if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > cap) {
      res.locals.bodyTooLarge = true;
      res.setHeader("Connection", "close");
    }
    next();
  };
}
