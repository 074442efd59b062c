// Where web push may connect (docs/security.md, "Push, unsubscribe, CSV and webhook replays"). A push endpoint is a URL
// a signed-in user hands us, so without a guard the server would open connections wherever it
// points: loopback, the private network, the cloud's metadata address. The guard sits in the
// HTTPS agent web-push sends through, at the moment of connecting: a host name is resolved
// once by the agent's `lookup`, every address it has is checked, and the socket connects to
// the checked addresses (Node's net uses what `lookup` answers; nothing resolves the name a
// second time in between); an address literal, which Node connects to without a lookup, is
// checked in `createConnection`, the agent's documented hook for making its sockets.
import dns from "node:dns";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import type { Duplex } from "node:stream";

/**
 * The ranges no push service lives in: IANA's special-purpose registries (RFC 6890 and after).
 * Two lists, because a BlockList also matches an IPv4 address against its IPv6 rules (as
 * IPv4-mapped), and the mapped range below must not refuse every IPv4 address.
 */
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (carrier NAT)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC_V4.addSubnet(prefix, bits, "ipv4");
}
for (const [prefix, bits] of [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["::ffff:0:0", 96], // IPv4-mapped: would reach any IPv4 address, private ones included
  ["64:ff9b::", 96], // NAT64, which embeds an IPv4 address
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 32], // Teredo, which embeds an IPv4 address
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, which embeds an IPv4 address
  ["fc00::", 7], // unique local (private)
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  NOT_PUBLIC_V6.addSubnet(prefix, bits, "ipv6");
}

/** True for an address on the public internet; false for anything else, or for no address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  try {
    return family === 4 ? !NOT_PUBLIC_V4.check(address, "ipv4") : !NOT_PUBLIC_V6.check(address, "ipv6");
  } catch {
    // An address BlockList cannot read (a zone index, say) is not one we connect to.
    return false;
  }
}

/** What the push sender may reach. Production: public addresses only, resolved by the system. */
export interface PushNetwork {
  /** Whether a resolved or literal address may be connected to. */
  permit(address: string): boolean;
  /** Every address a host name has; the default asks the system's resolver once. */
  resolve?(hostname: string): Promise<dns.LookupAddress[]>;
  /** Tests trust their local push service's certificate through this. */
  ca?: string | Buffer;
}

export const PUBLIC_INTERNET: PushNetwork = { permit: isPublicAddress };

/**
 * True when the endpoint's host is an address literal the network does not permit; WHATWG URL
 * parsing has already turned forms like `2130706433` or `0x7f.1` into `127.0.0.1`.
 */
export function endpointAddressRefused(endpoint: string, network: PushNetwork): boolean {
  const host = new URL(endpoint).hostname.replace(/^\[(.*)\]$/, "$1");
  return isIP(host) !== 0 && !network.permit(host);
}

/** Raised instead of connecting; the sender logs it and keeps the subscription. */
export class PushAddressRefusedError extends Error {
  constructor() {
    super("push endpoint refused: it resolves to an address that is not on the public internet");
    this.name = "PushAddressRefusedError";
  }
}

const systemResolve = (hostname: string) => dns.promises.lookup(hostname, { all: true });

/** A `lookup` for net.connect: resolve once, refuse if any address is not permitted, else answer them. */
export function guardedLookup(network: PushNetwork): LookupFunction {
  const resolve = network.resolve ?? systemResolve;
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
        const wanted = family ? found.filter((entry) => entry.family === family) : found;
        // Every address must pass: a name answering one public and one private address could
        // otherwise be reached on the private one.
        const first = wanted[0];
        if (!first || found.some((entry) => !network.permit(entry.address))) {
          callback(new PushAddressRefusedError(), "", 0);
          return;
        }
        if (options.all) callback(null, wanted);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

/** The agent web-push sends through: the guard on every socket it opens. */
export class GuardedPushAgent extends https.Agent {
  readonly #network: PushNetwork;

  constructor(network: PushNetwork) {
    super({ lookup: guardedLookup(network), ...(network.ca !== undefined && { ca: network.ca }) });
    this.#network = network;
  }

  override createConnection(
    options: https.RequestOptions,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const host = options.host ?? options.hostname ?? "";
    if (isIP(host) !== 0 && !this.#network.permit(host)) {
      callback?.(new PushAddressRefusedError(), undefined as unknown as Duplex);
      return undefined;
    }
    return super.createConnection(options, callback);
  }
}
