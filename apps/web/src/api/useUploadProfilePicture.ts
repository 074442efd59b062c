// Uploading a profile picture from a screen. On the server the picture travels as REST
// multipart (uploadProfilePicture.ts); in the demo, calls are answered inside the tab by the
// demo router, so the picture goes to the same procedure through the app's tRPC client, and
// the demo's media adapter answers (it keeps no pictures). The demo flag picks the transport
// here for the same reason it does in links.ts: multipart cannot travel a tRPC link. The REST
// upload's code (with the schema library that checks its answer) is fetched when a picture is
// sent, not with the sign-up page (docs/decisions/053-painted-public-pages.md).
import { useCallback } from "react";
import { readDemoFlag } from "../session/storage";
import { trpc } from "./trpc";

/** Returns a function that uploads a picture and resolves to its relative path. */
export function useUploadProfilePicture(): (file: File) => Promise<string> {
  const { client } = trpc.useUtils();
  return useCallback(
    async (file: File) => {
      if (readDemoFlag() !== "active") {
        const { uploadProfilePicture } = await import("./uploadProfilePicture");
        return uploadProfilePicture(file);
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const { url } = await client.auth.uploadProfilePicture.mutate({
        file: { bytes, declared_type: file.type },
      });
      return url;
    },
    [client],
  );
}
