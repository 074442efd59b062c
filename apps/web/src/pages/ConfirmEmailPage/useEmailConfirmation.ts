// The confirmation page's states (docs/screens.md): missing parameters fail at once; otherwise
// the token is sent once (a second render must not spend a single-use token twice) and the
// page turns to success, then /login after 2 s, or to the error.
import {
  CONFIRM_FAILED,
  CONFIRM_REDIRECT_DELAY_MS,
  type ConfirmInput,
  EMAIL_CONFIRMED,
  INVALID_CONFIRMATION_LINK,
} from "@evenkeel/contracts";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";

export type ConfirmationState =
  | { status: "loading" }
  | { status: "success"; message: string }
  | { status: "error"; message: string };

export function useEmailConfirmation(): ConfirmationState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tokenHash = params.get("token_hash");
  const type = params.get("type");
  const confirm = trpc.auth.confirm.useMutation();
  const { mutateAsync } = confirm;
  const sent = useRef(false);
  const [state, setState] = useState<ConfirmationState>(() =>
    tokenHash && type ? { status: "loading" } : { status: "error", message: INVALID_CONFIRMATION_LINK },
  );

  useEffect(() => {
    if (!tokenHash || !type || sent.current) return;
    sent.current = true;
    mutateAsync({ token_hash: tokenHash, type: type as ConfirmInput["type"] })
      .then(() => setState({ status: "success", message: EMAIL_CONFIRMED }))
      .catch((failure: unknown) =>
        setState({ status: "error", message: errorDetail(failure, CONFIRM_FAILED) }),
      );
  }, [tokenHash, type, mutateAsync]);

  useEffect(() => {
    if (state.status !== "success") return;
    const timer = window.setTimeout(() => navigate("/login", { replace: true }), CONFIRM_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, navigate]);

  return state;
}
