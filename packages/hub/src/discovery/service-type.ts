/** DNS-SD service type of a hub server: `_hub._tcp`. */
export const HUB_SERVICE_TYPE = "hub";

/** TXT record of an advertised hub: what a client needs to choose one. Never the token. */
export interface HubTxt {
  /** Project name, for people browsing. */
  project: string;
  /** Project id (random, from the config): what clients match on. */
  id: string;
  version: string;
}
