// The wearable's OAuth return (docs/screens.md): an `error` parameter or a missing `code`
// fails at once; otherwise code, redirect_uri and state go to wearable.callback exactly once
// (an authorisation code is single-use). Then to /settings: 2 s after success, 3 s after
// a failure.
import {
  CALLBACK_ERROR_REDIRECT_MS,
  CALLBACK_SUCCESS_REDIRECT_MS,
  callbackAuthorizationFailed,
  connectFailed,
  noAuthorizationCode,
  OAUTH_STATE_INVALID,
  type WearableProvider,
  wearableDisplayName,
} from "@evenkeel/contracts";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { wearableRedirectUri } from "../../app/wearableRedirectUri";

export type CallbackState =
  | { status: "loading" }
  | { status: "success" }
  | { status: "error"; message: string };

function immediateFailure(
  name: string,
  error: string | null,
  code: string | null,
  state: string | null,
): string | null {
  if (error) return callbackAuthorizationFailed(name, error);
  if (!code) return noAuthorizationCode(name);
  // Without the state the server cannot tie the code to this user; say so plainly.
  if (!state) return OAUTH_STATE_INVALID;
  return null;
}

export function useWearableCallback(provider: WearableProvider): CallbackState {
  const name = wearableDisplayName(provider);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { mutateAsync } = trpc.wearable.callback.useMutation();
  const code = params.get("code");
  const oauthState = params.get("state");
  const failure = immediateFailure(name, params.get("error"), code, oauthState);
  const sent = useRef(false);
  const [state, setState] = useState<CallbackState>(() =>
    failure ? { status: "error", message: failure } : { status: "loading" },
  );

  useEffect(() => {
    if (failure || !code || !oauthState || sent.current) return;
    sent.current = true;
    mutateAsync({ provider, code, state: oauthState, redirect_uri: wearableRedirectUri(provider) })
      .then(async () => {
        setState({ status: "success" });
        await Promise.all([utils.wearable.connection.invalidate(), utils.health.invalidate()]);
      })
      .catch((error: unknown) =>
        setState({ status: "error", message: errorDetail(error, connectFailed(name)) }),
      );
  }, [failure, code, oauthState, mutateAsync, utils, provider, name]);

  useEffect(() => {
    if (state.status === "loading") return;
    const delay = state.status === "success" ? CALLBACK_SUCCESS_REDIRECT_MS : CALLBACK_ERROR_REDIRECT_MS;
    const timer = window.setTimeout(() => navigate("/settings", { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [state.status, navigate]);

  return state;
}
