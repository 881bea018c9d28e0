import type { UploadStore } from "./store.server";

let current: UploadStore | undefined;

/** Sets the upload store the server uses (server/app.ts at start-up; tests with a temporary folder). */
export function configureUploadStore(store: UploadStore): void {
  current = store;
}

/** The configured upload store; throws when none was set (uploads fail, they never go somewhere else). */
export function uploadStore(): UploadStore {
  if (!current) throw new Error("no upload store configured");
  return current;
}
