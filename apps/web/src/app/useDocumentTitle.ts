// Sets the browser tab's title for the page on screen (titles come from @evenkeel/contracts).
import { useEffect } from "react";

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
