// Where the configured model runs, as the settings screen and README put it: on this machine
// (loopback), inside the local network (private addresses, single-label or .local names such as
// a compose service "ollama"), or elsewhere, where users' numbers leave the network.
import { isIP } from "node:net";
import type { LanguageModelInfo, ModelLocation } from "@evenkeel/contracts";

export function modelLocation(baseUrl: string): ModelLocation {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || isLoopback(host)) return "this_machine";
  if (isPrivateAddress(host)) return "local_network";
  if (isIP(host) === 0 && (!host.includes(".") || /\.(local|lan|internal|home\.arpa)$/.test(host)))
    return "local_network";
  return "remote";
}

export function languageModelInfo(config: { baseUrl: string; model: string }): LanguageModelInfo {
  return { name: config.model, location: modelLocation(config.baseUrl), host: new URL(config.baseUrl).host };
}

function isLoopback(host: string): boolean {
  return /^127\.\d+\.\d+\.\d+$/.test(host) || host === "::1" || host === "0:0:0:0:0:0:0:1";
}

function isPrivateAddress(host: string): boolean {
  if (isIP(host) === 4) {
    const [a = 0, b = 0] = host.split(".").map(Number);
    return (
      a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
    );
  }
  if (isIP(host) === 6) return /^(fc|fd|fe8|fe9|fea|feb)/.test(host);
  return false;
}
