// Erasing every piece of the user's data (docs/screens.md): on success the user is signed
// out (the server has already ended every session); on failure the server's detail or
// "Failed to delete account data" is shown and the busy state clears.
import { ALL_DATA_DELETED, ERASE_FAILED } from "@evenkeel/contracts";
import { useState } from "react";
import { errorDetail } from "../../../api/apiErrors";
import { trpc } from "../../../api/trpc";
import { useSignOut } from "../../../session/useSignOut";

export function useEraseAllData() {
  const signOut = useSignOut();
  const erase = trpc.auth.deleteAllData.useMutation();
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    try {
      await erase.mutateAsync({});
    } catch (failure) {
      setError(errorDetail(failure, ERASE_FAILED));
      return;
    }
    await signOut({ notice: ALL_DATA_DELETED, serverSessionEnded: true });
  };

  return { run, busy: erase.isPending || erase.isSuccess, error, clearError: () => setError(null) };
}
