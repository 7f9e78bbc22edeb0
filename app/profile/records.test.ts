import { describe, expect, it } from "vitest";
import { pathTo } from "~/paths";
import { BackendError, type Backend } from "~/backend/client.server";
import { getRegisteredConferences } from "~/backend/records.server";
import { donationYear, downloadPath, fallbackFilename, parseDonationQuery, parseDownloadPath, tabOf } from "./records";
import { joinRegistrations } from "~/participation/registrations";
import { refusalToast } from "./records.server";

describe("the spec's donation year rule", () => {
  it("current year for actual, previous for past, the start's year for a range, null otherwise", () => {
    expect(donationYear("actual", null, 2026)).toBe(2026);
    expect(donationYear("past", null, 2026)).toBe(2025);
    expect(donationYear("range", 2023, 2026)).toBe(2023);
    expect(donationYear("range", null, 2026)).toBeNull();
    expect(donationYear("other", 2023, 2026)).toBeNull();
    expect(donationYear(null, null, 2026)).toBeNull();
  });
});

describe("the donation query in the URL", () => {
  const parse = (query: string) => parseDonationQuery(new URLSearchParams(query), 2026);

  it("no parameters: just the form", () => {
    expect(parse("")).toEqual({ status: "empty" });
  });

  it("actual and past ask for one year; a start typed with them is kept but not sent", () => {
    expect(parse("year=actual")).toMatchObject({ status: "valid", year: 2026 });
    expect(parse("year=past&start=2020")).toEqual({ status: "valid", option: "past", year: 2025, values: { year: "past", start: "2020" } });
  });

  it("a range sends the start as year and start", () => {
    expect(parse("year=range&start=2023")).toMatchObject({ status: "valid", year: 2023, start: 2023 });
  });

  it("every problem is reported beside its field, values kept as typed", () => {
    expect(parse("start=2023")).toEqual({
      status: "invalid",
      values: { year: "", start: "2023" },
      errors: { year: ["records:donations.errors.option"] },
    });
    expect(parse("year=range")).toMatchObject({ errors: { start: ["records:donations.errors.startRequired"] } });
    expect(parse("year=range&start=20x4")).toMatchObject({ values: { start: "20x4" }, errors: { start: ["digits?length=4"] } });
    expect(parse("year=range&start=1999")).toMatchObject({ errors: { start: ["records:donations.errors.startRange?min=2000&max=2026"] } });
    expect(parse("year=range&start=2027")).toMatchObject({ status: "invalid" });
    expect(parse("year=someday")).toMatchObject({ errors: { year: ["records:donations.errors.option"] } });
  });
});

describe("download paths", () => {
  it("are built and read back, under a language prefix too", () => {
    const targets = [
      { kind: "accreditation" },
      { kind: "accreditation", id: "1104" },
      { kind: "certificate" },
      { kind: "certificate", id: "big" },
      { kind: "donation-certificate", year: 2025, recipientCif: "G95876543" },
    ] as const;
    for (const target of targets) {
      const path = downloadPath(target, "en", "es");
      const downloads = `/en${pathTo("profileDownload", { "*": "" })}/`;
      expect(path.startsWith(downloads)).toBe(true);
      expect(parseDownloadPath(path.replace(downloads, ""))).toEqual(target);
    }
    expect(downloadPath({ kind: "accreditation" }, "es", "es")).toBe(pathTo("profileDownload", { "*": "acreditacion" }));
    expect(
      downloadPath({ kind: "donation-certificate", year: 2025, recipientCif: "G1" }, "es", "es", new URLSearchParams({ year: "past" })),
    ).toBe(`${pathTo("profileDownload", { "*": "certificado-donacion/2025/G1" })}?year=past`);
  });

  it("anything else names no download", () => {
    for (const splat of [
      undefined,
      "",
      "otra",
      "acreditacion/1/2",
      "certificado/../x",
      "certificado-donacion/25/G1",
      "certificado-donacion/2025",
      "certificado-donacion/2025/G-1/x",
    ]) {
      expect(parseDownloadPath(splat), String(splat)).toBeNull();
    }
  });

  it("name a file and a tab to come back to", () => {
    expect(fallbackFilename({ kind: "certificate", id: "7" })).toBe("certificado-7.pdf");
    expect(fallbackFilename({ kind: "donation-certificate", year: 2025, recipientCif: "G1" })).toBe("certificado-donacion-2025-G1.pdf");
    expect(tabOf({ kind: "accreditation" })).toBe("credentials");
    expect(tabOf({ kind: "certificate" })).toBe("certification");
    expect(tabOf({ kind: "donation-certificate", year: 2025, recipientCif: "G1" })).toBe("donation-certification");
  });
});

describe("a refused download's message", () => {
  it("is the backend's reason for a JSON answer or a 4xx, ours otherwise; never a 5xx body", () => {
    expect(refusalToast(new BackendError("http", 422, { message: "Aún no disponible." }, "x"))).toEqual({
      kind: "error",
      message: "records:download.refused",
      values: { reason: "Aún no disponible." },
    });
    expect(refusalToast(new BackendError("http", 404, { message: "Not found" }, "x")).values?.reason).toBe("Not found");
    expect(refusalToast(new BackendError("http", 404, null, "x")).message).toBe("records:download.notFound");
    expect(refusalToast(new BackendError("http", 500, { message: "SQLSTATE secret" }, "x"))).toEqual({
      kind: "error",
      message: "records:download.failed",
    });
    expect(refusalToast(new BackendError("timeout", 503, null, "x")).message).toBe("records:download.unavailable");
    expect(refusalToast(new BackendError("http", 422, { message: "x".repeat(1000) }, "x")).values?.reason).toHaveLength(300);
  });
});

describe("registrations joined with their orders", () => {
  const conference = (id: number, state: string) => ({
    id,
    slug: `a-${id}`,
    title: `A ${id}`,
    start_date: "2027-03-09T11:00:00+01:00",
    end_date: null,
    room: { id: 1, name: "Sala" },
    venue: null,
    price: 25,
    currency: "EUR",
    registration_state: state as "pending",
    payment_status: null as "paid" | "pending" | "failed" | null,
  });
  const order = (conferenceId: number, status: string, uuid: string | null) => ({
    id: conferenceId * 10,
    reference: null,
    registration_uuid: uuid,
    conference_id: conferenceId,
    status,
    total: 25,
    currency: "EUR",
    payment_type: "transfer",
    created_at: null,
  });

  it("a pending registration gets the uuid of its pending order; others none", () => {
    const joined = joinRegistrations(
      [conference(1, "pending"), conference(2, "paid"), conference(3, "pending")],
      [order(1, "cancelled", "old"), order(1, "pending", "uuid-1"), order(2, "paid", "uuid-2"), order(3, "pending", null)],
    );
    expect(joined.map((r) => [r.id, r.state, r.discardUuid, r.room])).toEqual([
      ["1", "pending", "uuid-1", "Sala"],
      ["2", "paid", null, "Sala"],
      ["3", "pending", null, "Sala"],
    ]);
  });

  it("a registration whose payment failed keeps the uuid of its failed order, to be discarded", () => {
    const [failed] = joinRegistrations(
      [{ ...conference(4, "pending"), payment_status: "failed" }],
      [order(4, "cancelled", "old"), order(4, "failed", "uuid-4")],
    );
    expect(failed).toMatchObject({ id: "4", state: "pending", payment: "failed", discardUuid: "uuid-4" });
  });
});

describe("the activities the backend lists", () => {
  /** A backend whose every call answers `body`, validated by the caller's schema as the real client does. */
  const answering = (body: unknown) =>
    ({
      call: async (_path: string, options: { schema: { parse: (value: unknown) => unknown } }) => options.schema.parse(body),
    }) as unknown as Backend;
  const row = (payment_status?: unknown) => ({
    id: 116,
    slug: "taller-datos-abiertos-python",
    title: "Taller",
    start_date: "2027-03-11T10:00:00+01:00",
    registration_state: "pending",
    ...(payment_status === undefined ? {} : { payment_status }),
  });

  it("read payment_status: paid, pending, failed; null, absent or unknown is null", async () => {
    const auth = { token: "t" };
    for (const [given, read] of [
      ["failed", "failed"],
      ["pending", "pending"],
      ["paid", "paid"],
      [null, null],
      [undefined, null],
      ["refunded", null],
    ] as const) {
      const [conference] = await getRegisteredConferences(answering({ data: [row(given)] }), auth);
      expect(conference.payment_status, String(given)).toBe(read);
    }
  });
});
