import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeS3 } from "../../../tests/mocks/s3";
import { localUploadStore, type UploadStore, uploadStoreFor } from "./store.server";

const ENDPOINT = "http://s3.test";
const s3 = fakeS3(ENDPOINT);
const server = setupServer(...s3.handlers);
const folder = mkdtempSync(path.join(os.tmpdir(), "maatglas-store-"));
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const stores: [string, UploadStore][] = [
  ["local folder", localUploadStore(folder)],
  [
    "S3 bucket",
    uploadStoreFor({
      DATA_DIR: folder,
      UPLOAD_STORE: "s3",
      S3_BUCKET: "maatglas",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_ENDPOINT: ENDPOINT,
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: "uploads/",
    }),
  ],
];

describe.each(stores)("the upload store: %s", (_name, store) => {
  it("puts buffers and streams, gets them back, deletes them", async () => {
    await store.put(`${ID}.0`, Buffer.from("hallo "), 6);
    await store.put(ID, Readable.from([Buffer.from("glazen "), Buffer.from("deur")]), 11);
    expect((await buffer((await store.get(`${ID}.0`))!)).toString()).toBe("hallo ");
    expect((await buffer((await store.get(ID))!)).toString()).toBe("glazen deur");
    await store.delete(ID);
    expect(await store.get(ID)).toBeNull();
    await store.delete(ID);
  });

  it("refuses keys it did not make", async () => {
    await expect(store.put("../etc/passwd", Buffer.from("x"), 1)).rejects.toThrow(/invalid upload key/);
    await expect(store.get(`${ID}/x`)).rejects.toThrow(/invalid upload key/);
  });
});

describe("the S3 store", () => {
  it("keeps objects under the prefix in the bucket", () => {
    expect([...s3.objects.keys()]).toContain(`maatglas/uploads/${ID}.0`);
  });

  it("is never chosen without its settings", () => {
    expect(() => uploadStoreFor({ DATA_DIR: folder, UPLOAD_STORE: "s3", S3_BUCKET: "maatglas" })).toThrow(
      /UPLOAD_STORE=s3 needs/,
    );
  });
});
