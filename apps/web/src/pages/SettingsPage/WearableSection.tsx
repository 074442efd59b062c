// Settings › Wearable Connection (docs/screens.md, docs/wearables.md): every provider the server knows, each
// with its own status and actions (WearableProviderPanel.tsx), and, once several sources have
// data for a metric, which one each metric is read from (PreferredSources.tsx, decision 031).

import { useWearableProviders } from "../../api/useWearableProviders";
import { Card } from "../../components/Card/Card";
import { Spinner } from "../../components/Spinner/Spinner";
import { PreferredSources } from "./PreferredSources";
import { WearableProviderPanel } from "./WearableProviderPanel";
import * as panelStyles from "./WearableProviderPanel.css";

export function WearableSection() {
  const { providers, loading } = useWearableProviders();
  return (
    <Card title="Wearable Connection">
      {loading ? (
        <Spinner label="Checking your wearable connections..." />
      ) : (
        <>
          <div className={panelStyles.list}>
            {providers.map((state) => (
              <WearableProviderPanel key={state.provider} state={state} />
            ))}
          </div>
          <PreferredSources />
        </>
      )}
    </Card>
  );
}
