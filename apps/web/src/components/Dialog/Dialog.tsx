// A native modal <dialog> with a title and a close button: focus stays inside while it is
// open, and Escape, the close button or the caller's own Cancel leave it. Focus then goes back
// to what opened it: the caller unmounts the dialog, and a <dialog> removed from the page
// before close() never restores focus itself.
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import * as styles from "./Dialog.css";

export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.root}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.body}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button variant="ghost" className={styles.closeButton} aria-label="Close" onClick={onClose}>
            <Icon name="close" />
          </Button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
