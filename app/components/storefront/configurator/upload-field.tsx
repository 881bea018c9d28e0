import { useEffect, useRef, useState } from "react";
import { uploadMessages } from "~/i18n/nl.uploads";
import { displayLabel, fieldName } from "~/modules/configurator/options";
import type { FileUploadOption } from "~/modules/configurator/options.schema";
import {
  acceptOf,
  allowedTypesOf,
  CHUNK_SIZE,
  chunkCount,
  hasAllowedExtension,
  maxBytesOf,
  maxKbOf,
} from "~/modules/uploads/upload-rules";
import { readPageConfig, urls } from "~/utils/page-config";

type FieldValue = string | string[];

interface Props {
  option: FileUploadOption;
  values: Readonly<Record<string, FieldValue | undefined>>;
  error?: string;
  help: React.ReactNode;
  errorText: React.ReactNode;
  describedBy?: string;
  onPatch: (patch: Record<string, FieldValue>) => void;
}

type State =
  | { step: "empty" }
  | { step: "uploading"; fileName: string; percent: number }
  | { step: "uploaded"; fileName: string };

interface ChunkAnswer {
  success?: boolean;
  data?: { error?: string; file?: { id: string; width: number | null; height: number | null } };
}

/** Sends one chunk with XMLHttpRequest (fetch has no upload progress); `onBytes` gets this chunk's bytes sent. */
function sendChunk(
  url: string,
  body: FormData,
  onBytes: (sent: number) => void,
): Promise<ChunkAnswer | "http"> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => onBytes(e.loaded);
    xhr.onload = () => resolve((xhr.response as ChunkAnswer | null) ?? "http");
    xhr.onerror = () => resolve("http");
    xhr.send(body);
  });
}

/**
 * An upload option (spec §4.5, §5.3, §7.8, §7.9): a file input that, with JavaScript, sends the file at once in
 * 1 MB chunks with its progress in %, then shows the file's name and a remove button; the option's value is
 * the upload id. One file per field. The form's `reset` event clears it. Without
 * JavaScript the file input posts the file with the (multipart) form.
 */
export function UploadField({ option, values, error, help, errorText, describedBy, onPatch }: Props) {
  const name = fieldName(option.slug);
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: "empty" });
  const [localError, setLocalError] = useState<string | null>(null);
  const id = typeof values[name] === "string" ? (values[name] as string) : "";
  const config = () => readPageConfig();

  // The form's native reset clears the field; the file stays until the sweep (a cart line may hold it).
  useEffect(() => {
    const form = input.current?.form;
    const clear = () => {
      setState({ step: "empty" });
      setLocalError(null);
      if (input.current) input.current.value = "";
    };
    form?.addEventListener("reset", clear);
    return () => {
      form?.removeEventListener("reset", clear);
    };
  }, []);

  async function upload(files: FileList | null) {
    setLocalError(null);
    if (!files || files.length === 0) return;
    if (files.length > 1) return setLocalError(uploadMessages.tooMany);
    const file = files[0];
    if (!hasAllowedExtension(option, file.name)) return setLocalError(uploadMessages.wrongType);
    if (file.size > maxBytesOf(option)) return setLocalError(uploadMessages.tooBig(maxKbOf(option)));
    const page = config();
    const productId = (input.current?.form?.elements.namedItem("product_id") as HTMLInputElement | null)
      ?.value;
    const chunks = chunkCount(file.size);
    setState({ step: "uploading", fileName: file.name, percent: 0 });
    for (let chunk = 0; chunk < chunks; chunk++) {
      const body = new FormData();
      body.append("action", "uni_cpo_upload_file");
      body.append("security", page?.nonce ?? "");
      body.append("productId", productId ?? "");
      body.append("slug", option.slug);
      body.append("file_name", file.name);
      body.append("chunk", String(chunk));
      body.append("chunks", String(chunks));
      body.append("file", file.slice(chunk * CHUNK_SIZE, (chunk + 1) * CHUNK_SIZE), file.name);
      const answer = await sendChunk(page?.ajax_url ?? urls.ajax, body, (sent) => {
        const percent = Math.min(99, Math.floor(((chunk * CHUNK_SIZE + sent) / file.size) * 100));
        setState({ step: "uploading", fileName: file.name, percent });
      });
      if (answer === "http" || !answer.success) {
        setState({ step: "empty" });
        if (input.current) input.current.value = "";
        return setLocalError(
          answer === "http" ? uploadMessages.http : (answer.data?.error ?? uploadMessages.init),
        );
      }
      if (answer.data?.file) {
        setState({ step: "uploaded", fileName: file.name });
        // The id is the option's value; the file itself is not posted again with the form.
        if (input.current) input.current.value = "";
        onPatch({ [name]: answer.data.file.id });
      }
    }
  }

  async function remove() {
    const page = config();
    const body = new URLSearchParams({
      action: "uni_cpo_remove_file",
      security: page?.nonce ?? "",
      attach_id: id,
    });
    const ok = await fetch(page?.ajax_url ?? urls.ajax, { method: "POST", body })
      .then((r) => r.ok)
      .catch(() => false);
    if (!ok) return setLocalError(uploadMessages.removeFailed);
    setState({ step: "empty" });
    setLocalError(null);
    onPatch({ [name]: "" });
  }

  const shownError = localError ?? error;
  const types = allowedTypesOf(option).join(", ");
  return (
    <div className="field field-upload" data-field={name}>
      <label htmlFor={`${name}_file`} className="field-label">
        {displayLabel(option.label)}
        {option.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input type="hidden" name={name} value={id} />
      {state.step === "uploaded" && id ? (
        <p className="upload-file" data-upload-state="uploaded">
          <span>{state.fileName}</span>{" "}
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => void remove()}
            aria-label={uploadMessages.removeFile(state.fileName)}
          >
            {uploadMessages.remove}
          </button>
        </p>
      ) : null}
      <input
        ref={input}
        id={`${name}_file`}
        name={`${name}_file`}
        type="file"
        accept={acceptOf(option)}
        hidden={state.step === "uploading" || (state.step === "uploaded" && Boolean(id))}
        disabled={state.step === "uploading"}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[describedBy, `${name}-hint`].filter(Boolean).join(" ")}
        onChange={(e) => void upload(e.currentTarget.files)}
        className="field-input"
      />
      {state.step === "uploading" ? (
        <p className="upload-progress" role="status" data-upload-state="uploading">
          {state.fileName}: {uploadMessages.uploading(state.percent)}
        </p>
      ) : null}
      <p id={`${name}-hint`} className="field-help">
        {uploadMessages.hint(types, maxKbOf(option))}
      </p>
      {help}
      {localError ? (
        <p id={`${name}-error`} className="field-error" data-field-error={name} role="alert">
          {localError}
        </p>
      ) : (
        errorText
      )}
    </div>
  );
}
