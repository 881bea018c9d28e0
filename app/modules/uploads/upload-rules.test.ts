import { describe, expect, it } from "vitest";
import {
  acceptOf,
  allowedTypesOf,
  CHUNK_SIZE,
  chunkCount,
  chunkRefusal,
  cleanFileName,
  DEFAULT_MAX_BYTES,
  hasAllowedExtension,
  isAllowedContent,
  maxBytesOf,
  maxKbOf,
} from "./upload-rules";

const photo = { maxKb: 5120, fileTypes: ["jpg", "png", "pdf"] as ("jpg" | "png" | "pdf")[] };
const plain = { maxKb: 0, fileTypes: [] };
const MB = CHUNK_SIZE;

describe("upload limits (spec §5.3, §9.2)", () => {
  it("takes the option's KB × 1024, and 2 MB when the limit is 0", () => {
    expect(maxBytesOf(photo)).toBe(5120 * 1024);
    expect(maxBytesOf(plain)).toBe(2048 * 1024);
    expect(DEFAULT_MAX_BYTES).toBe(2 * MB);
    expect(maxKbOf(plain)).toBe(2048);
  });

  it("takes the option's types, and jpg and zip when the list is empty", () => {
    expect(allowedTypesOf(photo)).toEqual(["jpg", "png", "pdf"]);
    expect(allowedTypesOf(plain)).toEqual(["jpg", "zip"]);
  });

  it("judges content by the detected MIME type, not the name", () => {
    expect(isAllowedContent(photo, "image/jpeg")).toBe(true);
    expect(isAllowedContent(photo, "application/pdf")).toBe(true);
    expect(isAllowedContent(photo, "application/zip")).toBe(false);
    expect(isAllowedContent(photo, "application/x-msdownload")).toBe(false);
    expect(isAllowedContent(photo, undefined)).toBe(false);
    expect(isAllowedContent(plain, "application/zip")).toBe(true);
    expect(isAllowedContent(plain, "image/png")).toBe(false);
  });

  it("offers the types to the file input and pre-checks names in the browser", () => {
    expect(acceptOf(photo)).toBe(".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf");
    expect(hasAllowedExtension(photo, "Muur.JPEG")).toBe(true);
    expect(hasAllowedExtension(photo, "muur.exe")).toBe(false);
    expect(hasAllowedExtension(plain, "plan.zip")).toBe(true);
  });
});

describe("chunks (1 MB, spec §7.8)", () => {
  const state = { chunk: 0, chunks: 1, received: 0, bytesSoFar: 0, partBytes: 1000, maxBytes: 5 * MB };

  it("counts chunks of 1 MB", () => {
    expect(chunkCount(0)).toBe(1);
    expect(chunkCount(MB)).toBe(1);
    expect(chunkCount(MB + 1)).toBe(2);
    expect(chunkCount(5 * MB)).toBe(5);
  });

  it("accepts chunks in order: full chunks, then a shorter last one", () => {
    expect(chunkRefusal({ ...state })).toBeNull();
    expect(chunkRefusal({ ...state, chunks: 3, partBytes: MB })).toBeNull();
    expect(chunkRefusal({ ...state, chunk: 2, chunks: 3, received: 2, bytesSoFar: 2 * MB })).toBeNull();
  });

  it("refuses a chunk out of order, a short middle chunk, an empty or oversized one", () => {
    expect(chunkRefusal({ ...state, chunk: 1, chunks: 3, received: 0, partBytes: MB })).toBe("sequence");
    expect(chunkRefusal({ ...state, chunk: 1, chunks: 3, received: 2, partBytes: MB })).toBe("sequence");
    expect(chunkRefusal({ ...state, chunks: 3, partBytes: 10 })).toBe("sequence");
    expect(chunkRefusal({ ...state, partBytes: 0 })).toBe("sequence");
    expect(chunkRefusal({ ...state, partBytes: MB + 1 })).toBe("sequence");
    expect(chunkRefusal({ ...state, chunk: 1, chunks: 1 })).toBe("sequence");
    expect(chunkRefusal({ ...state, chunk: -1 })).toBe("sequence");
    expect(chunkRefusal({ ...state, chunks: 51 })).toBe("sequence");
  });

  it("refuses by size at the first chunk when the count alone passes the limit, else as the bytes add up", () => {
    // 3 chunks are more than 2 MB whatever the last one holds.
    expect(chunkRefusal({ ...state, chunks: 3, partBytes: MB, maxBytes: 2 * MB })).toBe("size");
    expect(chunkRefusal({ ...state, chunks: 2, partBytes: MB, maxBytes: 2 * MB })).toBeNull();
    expect(
      chunkRefusal({
        ...state,
        chunk: 1,
        chunks: 2,
        received: 1,
        bytesSoFar: MB,
        partBytes: MB,
        maxBytes: 2 * MB,
      }),
    ).toBeNull();
    expect(
      chunkRefusal({
        ...state,
        chunk: 1,
        chunks: 2,
        received: 1,
        bytesSoFar: MB,
        partBytes: 2,
        maxBytes: MB + 1,
      }),
    ).toBe("size");
    expect(chunkRefusal({ ...state, partBytes: 1001, maxBytes: 1000 })).toBe("size");
  });
});

describe("file names", () => {
  it("keeps the last path part without control characters or quotes", () => {
    expect(cleanFileName("C:\\fotos\\muur.jpg")).toBe("muur.jpg");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName('mu"ur\u0000.pdf')).toBe("muur.pdf");
    expect(cleanFileName("")).toBe("bestand");
    expect([...cleanFileName(`${"a".repeat(300)}.pdf`)].length).toBe(150);
  });
});
