import { type ComponentProps, useEffect, useState } from "react";

/**
 * The one modal dialog (Radix Dialog, docs/decisions/006), loaded on first open: the Radix code (about 13 KB
 * gzip) is not needed at first paint, so it is a separate chunk fetched when a dialog is first asked to open
 * (docs/decisions/014). Until then a dialog renders nothing — as the Radix dialog does while closed, so the
 * server's markup is the same. `ModalDialog`/`ModalClose` have the props of modal-dialog-radix.tsx.
 */
type Radix = typeof import("./modal-dialog-radix");
let radix: Radix | null = null;
let loading: Promise<Radix> | null = null;

function loadRadix(): Promise<Radix> {
  loading ??= import("./modal-dialog-radix").then((m) => {
    radix = m;
    return m;
  });
  return loading;
}

export function ModalDialog(props: ComponentProps<Radix["ModalDialog"]>) {
  const [loaded, setLoaded] = useState<Radix | null>(radix);
  const { open } = props;
  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    void loadRadix().then((m) => {
      if (live) setLoaded(m);
    });
    return () => {
      live = false;
    };
  }, [open, loaded]);
  return loaded ? <loaded.ModalDialog {...props} /> : null;
}

/** The dialog's close button; only ever rendered inside an open dialog, so the Radix code is there. */
export function ModalClose(props: ComponentProps<Radix["ModalClose"]>) {
  return radix ? <radix.ModalClose {...props} /> : null;
}
