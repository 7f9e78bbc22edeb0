// whenNear waits for a part's server-rendered elements to come near the viewport (or take focus, or
// the visitor to interact with the page) before its code is fetched; a part not in the document does not wait.
import { afterEach, describe, expect, it } from "vitest";
import { whenNear } from "./when-near";

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; observed: unknown[]; disconnected: boolean; margin?: string }[] = [];

class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    this.record = { callback, observed: [], disconnected: false, margin: options?.rootMargin };
    observers.push(this.record);
  }
  observe(element: unknown) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

function fakeElement() {
  const listeners = new Map<string, () => void>();
  return {
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    removeEventListener: (name: string) => listeners.delete(name),
    fire: (name: string) => listeners.get(name)?.(),
    listening: () => listeners.size,
  };
}

function page(elements: Record<string, ReturnType<typeof fakeElement>>) {
  const whole = fakeElement();
  Object.assign(globalThis, {
    document: { getElementById: (id: string) => elements[id] ?? null, ...whole },
    IntersectionObserver: FakeObserver,
  });
  return whole;
}

const settled = async (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10))]);

afterEach(() => {
  observers = [];
  Reflect.deleteProperty(globalThis, "document");
  Reflect.deleteProperty(globalThis, "IntersectionObserver");
});

describe("whenNear", () => {
  it("resolves at once when none of the part's elements is in the document (a client navigation)", async () => {
    page({});
    expect(await settled(whenNear(["chat", "questions"]))).toBe(true);
    expect(observers).toEqual([]);
  });

  it("waits until one of the elements comes near the viewport, then stops watching", async () => {
    const chat = fakeElement();
    const questions = fakeElement();
    page({ chat, questions });
    const near = whenNear(["chat", "questions"]);
    expect(observers[0].observed).toEqual([chat, questions]);
    expect(observers[0].margin).toBe("25% 0px");
    observers[0].callback([{ isIntersecting: false }]);
    expect(await settled(near)).toBe(false);
    observers[0].callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(await settled(near)).toBe(true);
    expect(observers[0].disconnected).toBe(true);
    expect(chat.listening()).toBe(0);
  });

  it("resolves on the visitor's first press, touch or key anywhere, and stops listening", async () => {
    for (const interaction of ["pointerdown", "touchstart", "keydown"]) {
      const whole = page({ chat: fakeElement() });
      const near = whenNear(["chat"]);
      expect(await settled(near)).toBe(false);
      whole.fire(interaction);
      expect(await settled(near), interaction).toBe(true);
      expect(whole.listening()).toBe(0);
    }
  });

  it("resolves when something in the part takes focus before it is in view", async () => {
    const survey = fakeElement();
    page({ "survey-title": survey });
    const near = whenNear(["survey-title"]);
    expect(await settled(near)).toBe(false);
    survey.fire("focusin");
    expect(await settled(near)).toBe(true);
  });
});
