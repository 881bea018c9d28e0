import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { repeatInBackground, type StopJob } from "~/utils/background-job.server";
import type { Database } from "../../../db/schema";
import type { UploadStore } from "./store.server";
import { sweepUploads } from "./uploads.server";

/** Every 10 minutes: removes uploads no order holds that are older than 24 hours (each instance may run it). */
export function startUploadSweeper(db: Kysely<Database>, store: UploadStore, log: Logger): StopJob {
  return repeatInBackground(10 * 60 * 1000, async () => {
    try {
      const removed = await sweepUploads(db, store);
      if (removed) log.info({ removed }, "removed uploads older than 24 hours");
    } catch (error) {
      log.error({ err: error }, "upload sweep failed");
    }
  });
}
