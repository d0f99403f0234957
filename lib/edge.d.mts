// Types for edge.mjs (plain JavaScript shared by the production server and the app).
import type { IncomingMessage } from 'node:http';

export declare const CLIENT_ADDRESS_HEADER: string;
export declare const SERVER_MARK: string;
export declare function trustedHops(value: string | undefined): number;
export declare function clientAddress(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
  hops: number,
): string;
export declare function siteOrigins(options: { siteUrl?: string; port?: string | number }): string[];
export declare function prepareRequest(
  req: IncomingMessage,
  options: { hops: number; origins: string[] },
): boolean;
