import { describe, expect, it } from "vitest";
import { frameOrigins } from "~/cms/frames";
import { STREAMING_FRAME_ORIGINS, embeddableStreamUrl } from "./streaming";

describe("embeddableStreamUrl: only allow-listed players are framed", () => {
  it("keeps YouTube's no-cookie embeds, rebuilt from their parts", () => {
    expect(embeddableStreamUrl("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ")).toBe(
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    );
    expect(embeddableStreamUrl(" https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ/?start=30&autoplay=1&foo=bar#x ")).toBe(
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=30",
    );
    expect(embeddableStreamUrl("https://www.youtube-nocookie.com/embed/live_stream?channel=UCabcdefghijklmnop")).toBe(
      "https://www.youtube-nocookie.com/embed/live_stream?channel=UCabcdefghijklmnop",
    );
  });

  it("turns a youtube.com watch URL into the no-cookie embed", () => {
    for (const host of ["www.youtube.com", "youtube.com", "m.youtube.com"]) {
      expect(embeddableStreamUrl(`https://${host}/watch?v=aqz-KE-bpKQ&t=5`), host).toBe(
        "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      );
    }
  });

  it("keeps Vimeo's player, with an unlisted video's hash", () => {
    expect(embeddableStreamUrl("https://player.vimeo.com/video/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(embeddableStreamUrl("https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1")).toBe(
      "https://player.vimeo.com/video/76979871?h=8272103f6e",
    );
  });

  it("refuses anything else: other hosts, look-alikes, http, credentials, ports, other paths, odd ids", () => {
    for (const url of [
      "https://live.congreso.example/euskalduna-auditorio",
      "https://www.youtube.com/embed/aqz-KE-bpKQ", // the cookie-setting domain
      "https://youtube-nocookie.com.evil.example/embed/aqz-KE-bpKQ",
      "https://evil.example/https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      "https://www.youtube-nocookie.com.evil.example/embed/aqz-KE-bpKQ",
      "http://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      "http://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "https://user:pw@www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      "https://www.youtube-nocookie.com:8443/embed/aqz-KE-bpKQ",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ/extra",
      "https://www.youtube-nocookie.com/embed/<script>",
      "https://www.youtube-nocookie.com/embed/live_stream",
      "https://www.youtube.com/watch",
      "https://www.youtube.com/watch?v=../../x",
      "https://vimeo.com/76979871",
      "https://player.vimeo.com/video/abc",
      "https://player.vimeo.com/video/1/../../evil",
      "javascript:alert(1)",
      "data:text/html,<p>x</p>",
      "//www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      "",
      "not a url",
    ]) {
      expect(embeddableStreamUrl(url), url).toBeNull();
    }
  });

  it("never gives a URL the CSP would refuse: every embed's origin is in the frame-src list", () => {
    const samples = [
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "https://player.vimeo.com/video/76979871",
    ];
    for (const sample of samples) {
      const embed = embeddableStreamUrl(sample);
      expect(embed, sample).not.toBeNull();
      expect(STREAMING_FRAME_ORIGINS).toContain(new URL(embed!).origin);
      // The portal's one list, the CSP's frame-src (server/security.ts).
      expect(frameOrigins()).toContain(new URL(embed!).origin);
    }
    expect([...STREAMING_FRAME_ORIGINS].sort()).toEqual(["https://player.vimeo.com", "https://www.youtube-nocookie.com"]);
  });
});
