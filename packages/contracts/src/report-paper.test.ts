import { describe, expect, it } from "vitest";
import { firstAcceptedLocale, paperForLocale } from "./report-paper.ts";

describe("paperForLocale", () => {
  it("prints on Letter in the US, Canada and Mexico, and for a bare en", () => {
    expect(paperForLocale("en-US")).toBe("letter");
    expect(paperForLocale("fr-CA")).toBe("letter");
    expect(paperForLocale("es-MX")).toBe("letter");
    expect(paperForLocale("en")).toBe("letter");
  });
  it("prints on A4 elsewhere", () => {
    expect(paperForLocale("en-GB")).toBe("a4");
    expect(paperForLocale("de")).toBe("a4");
    expect(paperForLocale("en-AU")).toBe("a4");
  });
  it("falls back to the app's US English for a tag it cannot read", () => {
    expect(paperForLocale("not a locale!")).toBe("letter");
    expect(paperForLocale(undefined)).toBe("letter");
  });
});

describe("firstAcceptedLocale", () => {
  it("takes the first tag of an Accept-Language header", () => {
    expect(firstAcceptedLocale("en-GB,en;q=0.8")).toBe("en-GB");
    expect(firstAcceptedLocale("de;q=0.9")).toBe("de");
    expect(firstAcceptedLocale("*")).toBeUndefined();
    expect(firstAcceptedLocale(undefined)).toBeUndefined();
  });
});
