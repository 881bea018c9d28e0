import path from "node:path";
import { describe, expect, it } from "vitest";
import { imageFolders } from "./image-store.server";

describe("image folders", () => {
  it("without MEDIA_DIR: DATA_DIR/media (served) and DATA_DIR/uploads/originals", () => {
    expect(imageFolders({ DATA_DIR: "/srv/shop" })).toEqual({
      media: "/srv/shop/media",
      originals: "/srv/shop/uploads/originals",
    });
    expect(imageFolders({ DATA_DIR: "data" }).media).toBe(path.resolve("data", "media"));
  });

  it("with MEDIA_DIR (storage shared by every instance): MEDIA_DIR/public and MEDIA_DIR/originals", () => {
    const folders = imageFolders({ DATA_DIR: "/var/lib/maatglas", MEDIA_DIR: "/mnt/shared/maatglas" });
    expect(folders).toEqual({
      media: "/mnt/shared/maatglas/public",
      originals: "/mnt/shared/maatglas/originals",
    });
    // The originals are never inside the served folder.
    expect(path.relative(folders.media, folders.originals).startsWith("..")).toBe(true);
  });
});
