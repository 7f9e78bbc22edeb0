// The host's caps on request bodies, per page: uploads up to `bodyCap(UPLOAD_MAX_BYTES)`, any other
// body FORM_MAX_BYTES, read here in full. Over a cap, `res.locals.bodyTooLarge` becomes a 413 and
// the connection is closed with a lingering close, so the client reads the answer instead of a reset.
import type { Socket } from "node:net";
import { Transform, type Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";

const NO_BODY = new Set(["GET", "HEAD"]);

export function bodyLimit(options: { capOf: (req: Request) => { bytes: number; streamed: boolean } }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (NO_BODY.has(req.method)) return next();
    lingerOnClose(req);
    const cap = options.capOf(req);
    const declared = req.headers["content-length"];
    if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > cap.bytes) {
      tooLarge(res);
      return next();
    }
    if (cap.streamed) {
      res.locals.bodyCap = cap.bytes;
      return next();
    }
    readUpTo(req, cap.bytes).then(
      (body) => {
        if (body === null) tooLarge(res);
        else res.locals.body = body;
        next();
      },
      // The client went away mid-body: nothing to answer.
      () => res.destroy(),
    );
  };
}

/** Past the answer, the rest of an unread body is read and thrown away for this long at most. */
const LINGER_MS = 5000;
/** ...and the connection closes once the client has sent nothing for this long. */
const LINGER_IDLE_MS = 1000;

// Closing with unread bytes sends a reset that can beat the 413 to the client, so (as nginx's lingering
// close) the answer is flushed, our side ended, and what still comes read and discarded before closing.
function lingerOnClose(req: Request) {
  const socket = req.socket as Socket & { destroySoon(): void };
  // Node calls destroySoon() once a "Connection: close" answer is written.
  const destroySoon = socket.destroySoon;
  socket.destroySoon = function (this: Socket & { destroySoon(): void }) {
    socket.destroySoon = destroySoon;
    if (req.complete || socket.destroyed) return destroySoon.call(this);
    socket.end();
    const close = () => socket.destroy();
    const most = setTimeout(close, LINGER_MS);
    const idle = setTimeout(close, LINGER_IDLE_MS);
    socket.once("close", () => (clearTimeout(most), clearTimeout(idle)));
    req.on("data", () => idle.refresh());
    req.once("end", close);
    req.once("error", close);
    // Whatever was reading the body (a parser that gave up) lets go of it.
    req.unpipe();
    req.resume();
  };
}

function tooLarge(res: Response) {
  res.locals.bodyTooLarge = true;
  res.setHeader("Connection", "close");
}

/** null as soon as it passes `cap` bytes (the rest is left unread). */
function readUpTo(req: Readable, cap: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        cleanup();
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      if (!req.readableEnded) reject(new Error("request closed before its body ended"));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

export function countedBody(req: Readable, cap: number): Readable {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const before = size;
      size += chunk.length;
      // The crossing chunk still passes, so a parser that counts answers with its own message.
      if (before > cap) done(new Error(`request body over ${cap} bytes`));
      else done(null, chunk);
    },
  });
  req.on("error", (error) => counter.destroy(error));
  return req.pipe(counter);
}
