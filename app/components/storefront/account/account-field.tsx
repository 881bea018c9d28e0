/** A notice above a form: errors (role=alert) or confirmations (role=status). */
export function FormNotice({ kind, children }: { kind: "error" | "success"; children: React.ReactNode }) {
  return (
    <div className={`account-notice account-notice--${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
